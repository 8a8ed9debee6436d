"""Serve the notebooks as web pages with Voilà, opening on the table app (``./dev app``).

``python -m companion.ui.serve notebooks [voila options]`` runs Voilà on the notebooks folder exactly as
``voila notebooks`` does (every page at ``/voila/render/<page>.ipynb``, the file list at ``/voila/tree``),
except that the site's root address ``/`` leads to the app page (:data:`START_PAGE`) instead of the file list:
players open one address and land on the page they need. Voilà's options apply unchanged
(``--Voila.ip=127.0.0.1`` — the default, only this computer —, ``--port``, kernel culling …); a different
start page is ``--CompanionVoila.start_page=index.ipynb``.

Needs the ``app`` extra (voila).
"""
from __future__ import annotations

import sys
from typing import Any

#: the page the root address leads to (a notebook of the served folder)
START_PAGE = "app.ipynb"


def companion_voila() -> Any:
    """The Voilà application class with the root address leading to the start page (imported on call)."""
    from jupyter_server.utils import url_path_join
    from tornado.web import RedirectHandler
    from traitlets import Unicode
    from voila.app import Voila

    class CompanionVoila(Voila):
        """Voilà serving a folder of notebooks whose root address redirects to ``start_page``."""

        start_page = Unicode(START_PAGE, config=True,
                             help="Notebook of the served folder that the root address leads to.")

        def init_handlers(self) -> list:
            handlers = super().init_handlers()
            if not self.notebook_path:     # serving a folder: "/" is the file list unless redirected
                target = url_path_join(self.base_url, "voila/render", self.start_page)
                handlers.insert(0, (self.server_url, RedirectHandler, {"url": target}))
            return handlers

    return CompanionVoila


def main(argv: list[str] | None = None) -> None:
    """Run the server (the command line of ``voila``)."""
    companion_voila().launch_instance(argv=sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":  # pragma: no cover
    main()
