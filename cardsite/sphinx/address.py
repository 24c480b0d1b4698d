"""Why a Play page did not use a parameter of its address: the notices, drawn at build time.

A Play page takes its game from its address (``play.html?deal=123&variant=wasp``,
``scopone/play.html?game=10000000000000000000``). When the address asks for a
number out of range or a variant the game does not have, the page shows its
own game instead, and says so in the reader's language. The sentences are the
game's (each game's player directive translates them); this module draws them
as hidden notices just before the player, with an empty ``<bdi>`` where the
value the address asked for goes: ``docs/_static/player/player.js`` puts that
value there as text (so nothing in an address can become markup) and shows
the notice. The notices stand in a polite live region, so a screen reader
reads the one that appears.

>>> html = address_notices({"deal": "The address asks for deal “{asked}” &amp; more."})
>>> '<bdi class="cardsite-url-asked"></bdi>' in html, 'data-param="deal"' in html
(True, True)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

from ..formats import format_list
from ..i18n import Defaulting

__all__ = ["ASKED", "address_notices", "fill", "identifiers", "play_page_notices"]

#: Where, in a notice's sentence, the value the address asked for goes.
ASKED = "{asked}"
_SLOT = '<bdi class="cardsite-url-asked"></bdi>'


def fill(sentence: str, values: Mapping[str, str]) -> str:
    """``sentence`` (translated, plain text) as HTML, its placeholders replaced by ``values``
    (HTML already) and ``{asked}`` kept for :func:`address_notices`.

    >>> fill("Deal “{asked}” <not> used: deal {deal}.", {"deal": "3"})
    'Deal “{asked}” &lt;not&gt; used: deal 3.'
    """
    return escape(sentence, quote=False).format_map(Defaulting({**values, "asked": ASKED}))


def identifiers(names: list[str] | tuple[str, ...], lang: str) -> str:
    """Values an address may hold (``classic``, ``wasp``), as HTML: each isolated, listed the
    language's way with "or".

    >>> identifiers(["classic", "wasp"], "en")
    '<bdi>classic</bdi> or <bdi>wasp</bdi>'
    """
    return format_list([f"<bdi>{escape(n)}</bdi>" for n in names], lang, style="or")


def address_notices(sentences: Mapping[str, str]) -> str:
    """The hidden notices of a Play page, one per address parameter (``deal``, ``variant``).

    ``sentences`` maps a parameter to its sentence as HTML (see :func:`fill`),
    ``{asked}`` marking where the asked value goes.
    """
    notices = "".join(
        f'<div class="admonition note cardsite-url-notice" data-param="{escape(param)}" '
        f'style="display:none"><p>{html.replace(ASKED, _SLOT)}</p></div>'
        for param, html in sentences.items()
    )
    return f'<div class="cardsite-url-notices" aria-live="polite">{notices}</div>'


def play_page_notices(
    number: tuple[str, str, int],
    variant: tuple[str, Sequence[str], str],
    lang: str,
) -> str:
    """A Play page's notices: for its number parameter and for ``variant``.

    ``number`` is the parameter's name (``deal``, ``game``), its sentence (translated,
    ``{asked}`` and the parameter's own placeholder in it) and the number the page
    shows instead; ``variant`` the variant's sentence (``{asked}``, ``{choices}``,
    ``{variant}``), the identifiers an address may give and the name (translated) of
    the variant the page plays instead.

    >>> html = play_page_notices(
    ...     ("game", "Game “{asked}” is not one: game {game}.", 7),
    ...     ("Variant “{asked}”: one of {choices}; {variant} instead.", ["a", "b"], "A & B"),
    ...     "en",
    ... )
    >>> "game 7." in html, "<bdi>a</bdi> or <bdi>b</bdi>; A &amp; B instead." in html
    (True, True)
    """
    param, sentence, shown = number
    variant_sentence, choices, fallback = variant
    return address_notices(
        {
            param: fill(sentence, {param: str(shown)}),
            "variant": fill(
                variant_sentence,
                {"choices": identifiers(list(choices), lang), "variant": escape(fallback)},
            ),
        }
    )
