"""Immutable records for the modules every command imports (messages, explanation lines, results).

``@record`` does for a class what ``@dataclass(frozen=True)`` does for these modules — fields from the class
annotations in order, an ``__init__`` taking them by position or keyword (a class attribute is the default,
:func:`factory` gives each instance its own mutable default), ``__repr__``, ``__eq__``, ``__hash__``, no
assignment after creation — and :func:`replace` makes a changed copy. It exists because importing
:mod:`dataclasses` imports :mod:`inspect` (with ``ast``, ``dis``, ``tokenize``…), about a seventh of the command
line's start-up (issue 13, "CLI start-up"); modules not on that path keep using :mod:`dataclasses`.

Example:
    >>> @record
    ... class Point:
    ...     x: int
    ...     y: int = 0
    ...     tags: dict = factory(dict)
    >>> p = Point(1, tags={"a": 1})
    >>> p, p == Point(1, 0, {"a": 1}), replace(p, y=2).y
    (Point(x=1, y=0, tags={'a': 1}), True, 2)
    >>> p.x = 5
    Traceback (most recent call last):
    ...
    AttributeError: cannot assign to field 'x' of a Point
"""
from __future__ import annotations

__all__ = ["record", "factory", "replace", "fields"]


class factory:
    """A default made fresh for each instance (``factory(dict)``: like ``field(default_factory=dict)``)."""

    def __init__(self, make) -> None:
        self.make = make


def _frozen_setattr(self, name, value):
    raise AttributeError(f"cannot assign to field {name!r} of a {type(self).__name__}")


def _frozen_delattr(self, name):
    raise AttributeError(f"cannot delete field {name!r} of a {type(self).__name__}")


def record(cls: type) -> type:
    """Make ``cls`` an immutable record over its annotated fields (see the module docstring).

    Raises:
        TypeError: a field without a default follows one with a default.
    """
    names = tuple(cls.__dict__.get("__annotations__", {}))
    defaults = {name: cls.__dict__[name] for name in names if name in cls.__dict__}
    params, body, namespace = [], [], {"_set": object.__setattr__}
    for position, name in enumerate(names):
        if name in defaults:
            default = defaults[name]
            if isinstance(default, factory):
                namespace[f"_make_{name}"] = default.make
                params.append(f"{name}=_MISSING")
                body.append(f" _set(self, {name!r}, _make_{name}() if {name} is _MISSING else {name})")
            else:
                namespace[f"_default_{name}"] = default
                params.append(f"{name}=_default_{name}")
                body.append(f" _set(self, {name!r}, {name})")
            delattr(cls, name)          # the instance attribute is the value, not the class default
        else:
            if any(earlier in defaults for earlier in names[:position]):
                raise TypeError(f"{cls.__name__}: field {name!r} without a default follows one with a default")
            params.append(name)
            body.append(f" _set(self, {name!r}, {name})")
    namespace["_MISSING"] = _MISSING
    exec(f"def __init__(self, {', '.join(params)}):\n" + ("\n".join(body) or " pass"), namespace)  # noqa: S102

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{n}={getattr(self, n)!r}' for n in names)})"

    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return all(getattr(self, n) == getattr(other, n) for n in names)

    def __hash__(self) -> int:
        return hash(tuple(getattr(self, n) for n in names))

    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    for name, method in (("__init__", init), ("__repr__", __repr__), ("__eq__", __eq__), ("__hash__", __hash__),
                         ("__setattr__", _frozen_setattr), ("__delattr__", _frozen_delattr)):
        if name not in cls.__dict__ or name in ("__init__", "__setattr__", "__delattr__"):
            setattr(cls, name, method)
    cls.__record_fields__ = names
    return cls


_MISSING = object()


def fields(obj_or_cls) -> tuple[str, ...]:
    """The field names of a record (class or instance), in order."""
    return obj_or_cls.__record_fields__


def replace(obj, **changes):
    """A copy of the record ``obj`` with ``changes`` (field → new value), like :func:`dataclasses.replace`.

    Raises:
        TypeError: a name in ``changes`` is not a field of ``obj``.
    """
    names = fields(obj)
    unknown = set(changes) - set(names)
    if unknown:
        raise TypeError(f"{type(obj).__name__} has no field {', '.join(sorted(unknown))}")
    return type(obj)(**{n: changes[n] if n in changes else getattr(obj, n) for n in names})
