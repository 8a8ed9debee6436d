"""Serve the notebooks as web pages with Voilà, opening on the table app (``./dev app``).

``python -m companion.ui.serve notebooks [voila options]`` runs Voilà on the notebooks folder exactly as
``voila notebooks`` does (every page at ``/voila/render/<page>.ipynb``, the file list at ``/voila/tree``),
except that the site's root address ``/`` leads to the app page (:data:`START_PAGE`) instead of the file list:
players open one address and land on the page they need. Voilà's options apply unchanged
(``--Voila.ip=127.0.0.1`` — the default, only this computer —, ``--port``, kernel culling …); a different
start page is ``--CompanionVoila.start_page=index.ipynb``.

Phones at the table: ``--lan`` (``./dev app --lan``) serves on every network interface (``0.0.0.0``) instead of
this computer only, and only to whoever has a random token made at start (``secrets.token_urlsafe``): every
page asks for it (``?token=…`` in the address, or Voilà's login page); the server prints the address to open,
with this computer's address on the local network and the token, and says that anyone holding it can play on
the pages. Without ``--lan`` nothing changes: 127.0.0.1, no token, nothing reachable from other machines.

Closing a page shuts its kernel down at once (not when culled 10 minutes later). Voilà's page script
(widgets-manager8, on ``beforeunload``) posts ``/voila/api/shutdown/<kernel id>`` with ``sendBeacon`` and a form
field ``_xsrf`` read from the ``_xsrf`` cookie, but Voilà 0.5.13's page handler never sets that cookie (it
renders without touching tornado's ``xsrf_token``), so the form field is empty and the server refuses the
shutdown with 403 "'_xsrf' argument missing from POST" (voila-dashboards/voila#1458). The page handler here
(:func:`companion_voila`) sets the cookie with each page, so Voilà's own request carries the matching token and is
accepted. XSRF protection is unchanged: every POST/DELETE still needs the token matching the cookie, which
another site can neither read nor set (checked in tests/browser/test_page_close_browser.py).

An uploaded file travels to the page's kernel in one websocket message, which tornado drops (with the whole
connection, silently) above 10 MiB: a player who picked a 15 MB file saw nothing at all, not the page's
"too large" refusal. The server takes messages up to :data:`WEBSOCKET_MAX_MESSAGE_BYTES`, so such a file reaches
the upload field and is refused there by its size (``companion.ui.files``); ``--Voila.tornado_settings`` given on
the command line replaces this setting.

A command line Voilà would refuse, or quietly ignore, is refused before anything starts, with one line naming
the option and exit status 2 (:func:`argument_problem`): an unknown option (``--bogus=1``, ``--Voila.nope=1``), a
value the option cannot take (``--port=abc``), a value given to the ``--lan`` switch (``--lan=3``).

Needs the ``app`` extra (voila).

Example:
    >>> argv, token = lan_arguments(["notebooks", "--Voila.ip=127.0.0.1", "--lan"], address="192.168.1.20")
    >>> argv[:2], "--Voila.ip=0.0.0.0" in argv, f"--Voila.token={token}" in argv
    (['notebooks', '--CompanionVoila.lan_address=192.168.1.20'], True, True)
    >>> lan_arguments(["notebooks", "--Voila.ip=127.0.0.1"])
    (['notebooks', '--Voila.ip=127.0.0.1'], None)
"""
from __future__ import annotations

import secrets
import socket
import sys
from typing import Any, Iterator

#: the page the root address leads to (a notebook of the served folder)
START_PAGE = "app.ipynb"
#: the largest websocket message (an uploaded file with it) the server accepts; tornado's own bound is 10 MiB
WEBSOCKET_MAX_MESSAGE_BYTES = 64 * 1024 * 1024
#: the command-line switch that serves the pages on the local network, behind a token
LAN = "--lan"
#: what the server says on start with ``--lan`` (``{url}``: the address with the token)
LAN_NOTICE = ("Serving on the local network: open {url} on a phone or tablet on the same network. "
              "Every page asks for this token; anyone who has the address with the token can use the pages "
              "(stop the server with Ctrl+C to end it).")


def lan_address() -> str:
    """This computer's address on the local network (the interface of its default route; no packet is sent),
    ``127.0.0.1`` when there is no network."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("10.254.254.254", 1))      # any non-local address: picks the outgoing interface
            return s.getsockname()[0]
        except OSError:
            return "127.0.0.1"


def lan_arguments(argv: list[str], address: str | None = None) -> tuple[list[str], str | None]:
    """The Voilà command line for ``argv``: unchanged (and token None) without :data:`LAN`; with it, the
    switch replaced by ``--Voila.ip=0.0.0.0`` (any ``--Voila.ip``/``--ip`` given is dropped), a new random
    token ``--Voila.token=…`` (unless one is given) and ``--CompanionVoila.lan_address`` (``address``, default
    :func:`lan_address`) for the printed address.

    Returns:
        ``(arguments, token)``.
    """
    if LAN not in argv:
        return list(argv), None
    out = [a for a in argv if a != LAN and not a.startswith(("--Voila.ip=", "--ip="))]
    given = [a.split("=", 1)[1] for a in out if a.startswith(("--Voila.token=", "--token="))]
    token = given[-1] if given else secrets.token_urlsafe(18)
    if not given:
        out.append(f"--Voila.token={token}")
    out.insert(1 if out and not out[0].startswith("-") else 0,
               f"--CompanionVoila.lan_address={address or lan_address()}")
    out.append("--Voila.ip=0.0.0.0")
    return out, token


#: options that print something and stop (Voilà's own), never refused
_INFO = ("-h", "--help", "--help-all", "--version", "-V")


def argument_problem(argv: list[str]) -> str | None:
    """What is wrong with the command line ``argv`` of :func:`main` (one line naming the option), or ``None``.

    Checked with Voilà's own option parser (its aliases, flags and configurable classes), made strict: an
    option it does not know, a ``--Class.trait`` that class has not, a value the trait refuses, a stray
    argument, and a value after :data:`LAN` (a switch) are problems; ``-h``/``--help``/``--version`` are not.

    >>> argument_problem(["notebooks", "--Voila.ip=127.0.0.1", "--port=8866", "--lan"]) is None
    True
    >>> argument_problem(["notebooks", "--lan=3"])
    '--lan is a switch and takes no value (not --lan=3)'
    """
    from traitlets import TraitError
    from traitlets.config import Configurable
    from traitlets.config.loader import ArgumentError, DeferredConfig, KVArgParseConfigLoader

    for arg in argv:
        if arg.startswith(LAN + "="):
            return f"{LAN} is a switch and takes no value (not {arg})"
    if any(arg in _INFO for arg in argv):
        return None

    def refuse(_parser: Any, message: str) -> None:
        raise ArgumentError(message)

    class StrictLoader(KVArgParseConfigLoader):
        parser_class = type("StrictParser", (KVArgParseConfigLoader.parser_class,), {"error": refuse})

        def _handle_unrecognized_alias(self, arg: str) -> None:
            raise ArgumentError(f"unknown option --{arg}")

    app = companion_voila()()
    flags, aliases = app.flatten_flags()
    classes = list(app._classes_with_config_traits())
    args, _token = lan_arguments(argv, address="127.0.0.1")
    try:
        config = StrictLoader(args, aliases, flags, classes=classes, log=app.log).load_config()
    except ArgumentError as exc:
        return str(exc)
    def subclasses(cls: type) -> Iterator[type]:
        for sub in cls.__subclasses__():
            yield sub
            yield from subclasses(sub)

    # every configurable class Voilà has loaded (its kernel manager's too, configured through the same config)
    known: dict[str, list[type]] = {}
    for cls in subclasses(Configurable):
        known.setdefault(cls.__name__, []).append(cls)
    for section, values in config.items():
        if section not in known:
            return f"unknown option --{section}.{next(iter(values), '')}"
        for name, value in values.items():
            trait = next((t for c in known[section] if (t := c.class_traits(config=True).get(name))), None)
            if trait is None:
                return f"unknown option --{section}.{name}"
            try:
                trait.validate(None, value.get_value(trait) if isinstance(value, DeferredConfig) else value)
            except (TraitError, ValueError) as exc:      # a value the option cannot take
                return f"--{section}.{name}: {exc}"
            except Exception:  # noqa: BLE001 - a trait that validates only on its object: Voilà checks it
                pass
    return None


def companion_voila() -> Any:
    """The Voilà application class with the root address leading to the start page and pages whose kernel is
    shut down when they close (imported on call)."""
    from jupyter_server.utils import url_path_join
    from tornado.web import RedirectHandler, authenticated
    from traitlets import Dict, Unicode
    from voila.app import Voila
    from voila.tornado.handler import TornadoVoilaHandler

    class PageHandler(TornadoVoilaHandler):
        """Voilà's page handler that also sets the ``_xsrf`` cookie (tornado's token, read on first use),
        which Voilà's page script sends back when the page closes to shut its kernel down."""

        @authenticated
        async def get(self, path: str | None = None) -> None:
            _ = self.xsrf_token     # reading it sets the cookie (here, before the page streams out)
            await super().get(path=path)

    class CompanionVoila(Voila):
        """Voilà serving a folder of notebooks whose root address redirects to ``start_page``, its pages
        setting the ``_xsrf`` cookie (:class:`PageHandler`), taking websocket messages up to
        :data:`WEBSOCKET_MAX_MESSAGE_BYTES`."""

        start_page = Unicode(START_PAGE, config=True,
                             help="Notebook of the served folder that the root address leads to.")
        lan_address = Unicode("", config=True,
                              help="Set by --lan: this computer's address on the local network, for the URL shown.")
        tornado_settings = Dict({"websocket_max_message_size": WEBSOCKET_MAX_MESSAGE_BYTES}, config=True,
                                help="Extra settings of the tornado application (default: websocket messages, "
                                     "uploads with them, up to WEBSOCKET_MAX_MESSAGE_BYTES).")

        @property
        def display_url(self) -> str:
            if not self.lan_address:
                return super().display_url
            url = f"http://{self.lan_address}:{self.port}{self.base_url}?token={self.identity_provider.token}"
            return LAN_NOTICE.format(url=url)

        def init_handlers(self) -> list:
            handlers = [(h[0], PageHandler, *h[2:]) if h[1] is TornadoVoilaHandler else h
                        for h in super().init_handlers()]
            if not self.notebook_path:     # serving a folder: "/" is the file list unless redirected
                target = url_path_join(self.base_url, "voila/render", self.start_page)
                handlers.insert(0, (self.server_url, RedirectHandler, {"url": target}))
            return handlers

    return CompanionVoila


def main(argv: list[str] | None = None) -> None:
    """Run the server (the command line of ``voila``, plus :data:`LAN`).

    Raises:
        SystemExit: status 2 after one line on standard error when the command line is wrong
            (:func:`argument_problem`); nothing is started then.
    """
    given = sys.argv[1:] if argv is None else list(argv)
    problem = argument_problem(given)
    if problem:
        print(f"./dev app: {problem} (./dev app --help lists the options)", file=sys.stderr)
        raise SystemExit(2)
    args, _token = lan_arguments(given)
    companion_voila().launch_instance(argv=args)


if __name__ == "__main__":  # pragma: no cover
    main()
