"""companion.records: the immutable records of the score path behave like frozen dataclasses (issue 13: they
replace @dataclass(frozen=True) there, to keep dataclasses and inspect out of the command line's start-up)."""
from __future__ import annotations

import copy
import pickle

import pytest

from companion.explain import Line
from companion.i18n import Phrase, Plural
from companion.records import factory, fields, record, replace


@record
class Pair:
    left: int
    right: int = 0
    notes: dict = factory(dict)


def test_fields_defaults_and_fresh_mutable_defaults():
    a, b = Pair(1), Pair(left=2, right=3)
    assert (a.left, a.right, a.notes, b.right) == (1, 0, {}, 3) and fields(Pair) == ("left", "right", "notes")
    assert a.notes is not Pair(1).notes                  # factory: one dict per instance
    with pytest.raises(TypeError):
        Pair()                                           # a field without default is required


def test_equality_hash_repr_and_immutability():
    assert Pair(1, 2) == Pair(1, 2) and Pair(1, 2) != Pair(2, 1) and Pair(1) != (1, 0, {})
    assert hash(Phrase("x", ())) == hash(Phrase("x", ()))
    assert repr(Pair(1)) == "Pair(left=1, right=0, notes={})"
    with pytest.raises(AttributeError):
        Pair(1).left = 2
    with pytest.raises(AttributeError):
        del Pair(1).left


def test_replace_makes_a_changed_copy_and_refuses_unknown_fields():
    a = Pair(1, 2)
    assert replace(a, right=5) == Pair(1, 5) and a == Pair(1, 2)
    with pytest.raises(TypeError, match="no field"):
        replace(a, middle=3)


def test_a_field_without_default_cannot_follow_one_with_a_default():
    with pytest.raises(TypeError, match="follows"):
        @record
        class Bad:
            a: int = 1
            b: int


def test_score_path_records_pickle_and_copy():
    line = Line("rune_stones", 15, "n*(n + 1)/2", {"n": 5}, Plural("{n} stone", "{n} stones", count="n"), {"n": 5})
    for value in (line, Phrase("{a}", {"a": 1})):
        assert pickle.loads(pickle.dumps(value)) == value and copy.deepcopy(value) == value
