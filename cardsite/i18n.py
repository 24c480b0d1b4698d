"""The gettext machinery every game uses: languages, direction, and catalogs by domain.

A game keeps its messages in its own gettext *domain* (``scorpion``,
``scopone``), compiled into ``<package>/locale/<lang>/LC_MESSAGES/<domain>.mo``
so that the wheel, and the browser player, carry every language. A
:class:`Catalogs` object reads them on demand, once per language:

>>> from pathlib import Path
>>> texts = Catalogs("nothing-here", Path("/nonexistent"))
>>> texts.gettext("Undo", "ro")  # no catalog: the English msgid itself
'Undo'
>>> texts.ngettext("{n} card", "{n} cards", 2, "en")
'{n} cards'
>>> texts.message(("{n} card left", "{n} cards left"), {"n": "1"}, "en", count=1)
'1 card left'
>>> direction("ar"), direction("ru-RU"), direction(None)
('rtl', 'ltr', 'ltr')
>>> normalize("pt-BR")
'pt_BR'

The shared layer has a domain of its own, ``cardsite`` (:data:`CATALOGS`,
compiled into ``cardsite/locale``): the words both games' command lines share,
such as argparse's own (``usage:``, ``options``, its error messages).

The markers :func:`N_`, :func:`NC_` and :func:`NP_` only mark strings for
extraction (``pybabel extract -k N_ -k NC_:1c,2 -k NP_:1,2``); they return the
English text unchanged, so that tables of messages can be built at import time.
"""

from __future__ import annotations

import gettext
import re
import string
from collections.abc import Mapping
from functools import cache, lru_cache
from pathlib import Path

__all__ = [
    "CATALOGS",
    "DOMAIN",
    "LANGUAGES",
    "LANGUAGE_NAMES",
    "LOCALE_DIR",
    "NC_",
    "NP_",
    "N_",
    "RTL_LANGUAGES",
    "Catalogs",
    "Defaulting",
    "direction",
    "format_style",
    "normalize",
    "placeholders",
]

#: The languages the site ships, English (the source) first.
LANGUAGES: tuple[str, ...] = ("en", "ro", "ar", "ru", "it")
#: Each language's name in itself (its autonym), as a language switcher shows it:
#: the same in every build, so it needs no translation.
LANGUAGE_NAMES: dict[str, str] = {
    "en": "English",
    "ro": "Română",
    "ar": "العربية",
    "ru": "Русский",
    "it": "Italiano",
}
#: Languages written right to left: the only language-specific rule in code.
RTL_LANGUAGES = frozenset({"ar", "fa", "he", "ur"})


def N_(msgid: str) -> str:
    """Mark a string for extraction without translating it yet."""
    return msgid


def NP_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a message with a plural form for extraction; returns both English forms."""
    return (singular, plural)


def NC_(context: str, msgid: str) -> str:
    """Mark a string with its gettext context (``msgctxt``) for extraction; returns the msgid."""
    return msgid


def normalize(lang: str | None) -> str:
    """A language tag as gettext spells it: ``None`` → ``"en"``, ``"pt-BR"`` → ``"pt_BR"``."""
    return (lang or "en").replace("-", "_")


def direction(lang: str | None) -> str:
    """``"rtl"`` for right-to-left languages, ``"ltr"`` for the others."""
    return "rtl" if normalize(lang).split("_")[0] in RTL_LANGUAGES else "ltr"


#: printf placeholders (``%(prog)s``, ``%s``, ``%r``; ``%%`` is a literal %).
_PRINTF = re.compile(
    r"%(?:\((?P<name>[A-Za-z_]\w*)\))?[#0 +-]*(?:\d+)?(?:\.\d+)?[diouxXeEfFgGcrsa%]"
)
#: JupyterLab's numbered placeholders (``%1``).
_NUMBERED = re.compile(r"%\d")


def format_style(english: str) -> str | None:
    """How a message's English asks for values: ``"brace"``, ``"printf"``, ``"numbered"``.

    ``None`` when it asks for none (the program shows it as it stands).

    >>> format_style("{count} card"), format_style("%(prog)s: error"), format_style("Console %1")
    ('brace', 'printf', 'numbered')
    >>> format_style("Undo") is None
    True
    """
    if placeholders(english, "brace"):
        return "brace"
    if placeholders(english, "printf"):
        return "printf"
    if _NUMBERED.search(english):
        return "numbered"
    return None


def placeholders(text: str, style: str = "brace") -> frozenset[str] | None:
    """The placeholders ``text`` asks the program to fill in, or ``None`` if it cannot be filled.

    ``"brace"`` (:meth:`str.format`): the field names (``{card.name}`` counts
    as ``{card}``), ``None`` when a brace does not close; ``"printf"``
    (``%``): ``%(name)s`` and the positional ``%s``; ``"numbered"``: ``%1``.

    >>> sorted(placeholders("{card} on {target}, {{literal}}"))
    ['{card}', '{target}']
    >>> placeholders("{nr carte") is None
    True
    >>> sorted(placeholders("%(prog)s: %s, 100%%", "printf"))
    ['%(prog)s', '%s']
    """
    if style == "printf":
        found = set()
        for m in _PRINTF.finditer(text):
            if m.group(0) != "%%":
                found.add(f"%({m.group('name')})s" if m.group("name") else "%" + m.group(0)[-1])
        return frozenset(found)
    if style == "numbered":
        return frozenset(_NUMBERED.findall(text))
    try:
        fields = [field for _, field, _, _ in string.Formatter().parse(text) if field is not None]
    except ValueError:
        return None
    return frozenset("{" + re.split(r"[.\[!:]", f, maxsplit=1)[0] + "}" for f in fields)


@lru_cache(maxsize=4096)
def fits(english: tuple[str, ...], translated: str) -> bool:
    """Whether the program can fill in ``translated`` with the values it gives the English.

    The translation may leave a placeholder out (a plural form that says the
    number in words) but may not bring in one the English (``english``: the
    message, or its singular and plural) lacks, nor a brace that does not close.

    >>> fits(("{count} card", "{count} cards"), "{nr} carte"), fits(("{n} card",), "o carte")
    (False, True)
    >>> fits(("Undo",), "{x}"), fits(("%(prog)s: error",), "%(program)s: eroare")
    (False, False)
    """
    style = format_style(" ".join(english)) or "brace"
    allowed: set[str] = set()
    for text in english:
        allowed |= placeholders(text, style) or set()
    found = placeholders(translated, style)
    return found is not None and found <= allowed


class Defaulting(dict[str, str]):
    """Placeholder values that leave a missing one visible (``{name}``) rather than fail.

    >>> "{card} on {target}".format_map(Defaulting(card="7♦"))
    '7♦ on {target}'
    """

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


class Catalogs:
    """The compiled catalogs of one gettext ``domain`` under ``locale_dir``.

    A language without a catalog falls back to the English msgids, so that a
    new language can be added one entry at a time. So does a translation the
    program cannot fill in (a placeholder the English lacks, a brace that does
    not close: see :func:`fits`): the reader sees that one message in English,
    filled in, never a ``KeyError``. The build refuses such a catalog
    (:mod:`cardsite.sphinx.catalog_checks`), so this only guards what was
    compiled without the gates.
    """

    def __init__(self, domain: str, locale_dir: Path) -> None:
        self.domain = domain
        self.locale_dir = Path(locale_dir)
        self._read = cache(self._load)

    def __repr__(self) -> str:
        return f"Catalogs({self.domain!r}, {str(self.locale_dir)!r})"

    def _load(self, lang: str) -> gettext.NullTranslations:
        return gettext.translation(self.domain, self.locale_dir, languages=[lang], fallback=True)

    def compiled(self, lang: str | None) -> Path | None:
        """The compiled catalog (``.mo``) that serves ``lang``, or ``None`` when there is none.

        English, the source language, needs none. A build or a test that
        expects a language to be translated asks this first, since
        :meth:`translation` quietly falls back to English.

        >>> Catalogs("nothing-here", Path("/nonexistent")).compiled("ro") is None
        True
        """
        found = gettext.find(self.domain, self.locale_dir, languages=[normalize(lang)])
        return Path(found) if found else None

    def translation(self, lang: str | None = None) -> gettext.NullTranslations:
        """The catalog for ``lang``, read once and then cached."""
        return self._read(normalize(lang))

    def gettext(self, msgid: str, lang: str | None = None) -> str:
        """Translate ``msgid`` into ``lang`` (the English msgid itself when missing)."""
        return _usable((msgid,), self.translation(lang).gettext(msgid), msgid)

    def pgettext(self, context: str, msgid: str, lang: str | None = None) -> str:
        """Translate ``msgid`` in a gettext ``context`` into ``lang``."""
        return _usable((msgid,), self.translation(lang).pgettext(context, msgid), msgid)

    def ngettext(self, singular: str, plural: str, n: int, lang: str | None = None) -> str:
        """The plural form of a message for the number ``n``, by the language's plural rule."""
        text = self.translation(lang).ngettext(singular, plural, n)
        return _usable((singular, plural), text, singular if n == 1 else plural)

    def message(
        self,
        msgid: str | tuple[str, str],
        values: Mapping[str, str],
        lang: str | None = None,
        *,
        count: object = 0,
    ) -> str:
        """A coded message in ``lang``, its placeholders filled from ``values``.

        ``msgid`` is the English text, or its ``(singular, plural)`` pair whose
        form the language's plural rule picks for ``count`` (anything but a
        whole number counts as 0). A placeholder missing from ``values``
        stays visible (see :class:`Defaulting`) rather than fail: an error
        message must never raise.

        >>> from pathlib import Path
        >>> texts = Catalogs("nothing-here", Path("/nonexistent"))
        >>> texts.message("{card} cannot go on {target}.", {"card": "7♦"})
        '7♦ cannot go on {target}.'
        >>> texts.message(("{count} move", "{count} moves"), {"count": "3"}, count=3)
        '3 moves'
        """
        if isinstance(msgid, tuple):
            n = count if isinstance(count, int) else 0
            text = self.ngettext(msgid[0], msgid[1], n, lang)
        else:
            text = self.gettext(msgid, lang)
        return text.format_map(Defaulting(values))


def _usable(english: tuple[str, ...], translated: str, fallback: str) -> str:
    """``translated``, or the English ``fallback`` when the program could not fill it in."""
    if translated in english or fits(english, translated):
        return translated
    return fallback


#: The shared layer's own gettext domain: words that both games' command lines
#: show (argparse's, through :class:`cardsite.cli.Parser`). Sources:
#: ``cardsite/**/*.py``; template ``locales/cardsite.pot``; catalogs
#: ``locales/<lang>/LC_MESSAGES/cardsite.po``, compiled into ``cardsite/locale``.
DOMAIN = "cardsite"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
CATALOGS = Catalogs(DOMAIN, LOCALE_DIR)
