"""The search: a depth-first search over a compact copy of the position.

The solver knows every card (face-down ones and the reserve). It never touches
the :class:`~scorpion.game.Game` it is given: it copies the position into its
own compact state and searches that.

**State.** A column is a ``bytes`` value whose first byte is its face-down
count and whose other bytes are the card codes, bottom → top; an empty column
is ``b"\\x00"``. Plus the undealt reserve, the aside cards (Three Blind
Mice) and the number of suits that left (in Traditional, of complete runs
standing on top of columns).

**Search.** Iterative depth-first search with a set of visited states (the
transposition table). This is plain graph reachability, so it is complete on
any finite move graph, with or without cycles (Relaxed and Wasp have cycles):
every state reachable from the start under the pruned move relation is
entered at most once, and when the whole reachable set holds no win the
answer ``unsolvable`` is a proof, *provided that every pruning rule below
keeps at least one winning line whenever one exists*. Each rule is argued
here.

**P1 — the reserve deal is considered only at the start and right after a move
that touches columns 1–3** (all variants but Traditional, where the deal is
legal only when no other move exists). Let a winning line play the deal ``R``
right after a column move ``m`` that touches neither column 1, 2 nor 3. ``R``
only appends cards to columns 1–3 and checks those columns for complete suits;
``m`` only reads and writes its own two columns (source and target, both among
4–7) and checks those. So ``m`` is still legal after ``R``, and ``R`` then
``m`` ends in the same position as ``m`` then ``R`` (if the game is already
won after ``R``, the line simply ends earlier). Swapping moves ``R`` one step
earlier; repeating gives a winning line in which ``R`` is the first move or
follows a move touching columns 1–3. (``m`` is never a whole column moved to
an empty column: before the deal W1 allows that only into or out of columns
1–3. The deal refuses no other move, so ``m`` stays legal after ``R``.) The
search state therefore carries a flag "the deal may be played now"; the states
``(P, allowed)`` and ``(P, not allowed)`` are different states of the searched
graph, and since the moves of ``(P, not allowed)`` are a subset of those of
``(P, allowed)``, the first is skipped when the second was already entered.

**P2 — symmetry.** The rules never look at a column's number except for the
reserve deal, which goes to columns 1–3, and for the whole-column move that
only matters because of it (W1: legal before the deal when one of its two
columns is among 1–3, never after). So before the deal, any permutation of
columns 4–7 maps legal lines to legal lines and wins to wins (it keeps every
column in or out of 1–3); after it, any permutation of all 7 columns does. The
visited set is keyed on a canonical form (columns 4–7, resp. all columns,
sorted), so a state equivalent to one already entered is not entered again;
winnability is invariant under the permutation, and the P1 flag (it only
concerns columns 1–3, which the permutation fixes before the deal) too. For
the same reason a King (in Wasp: any block) going to an empty column is tried
on one empty column of each class only (each of columns 1–3 before the deal is
its own class), a whole column too.

**W1 — the whole column before the deal.** RULES.md (Moves, item 1, as
corrected) lets a block that is a whole column go to another empty column
only before the reserve deal and only when one of the two columns is among
1–3, where it decides which reserve card lands on the block and which in an
empty column; after the deal (and in Three Blind Mice, which has none) it is
refused, since it would change nothing. The search generates exactly these
moves (Kings only, but for Wasp), after every other move and never in the
restricted passes of P4 (whose ``unsolvable`` proves nothing). In Traditional
they do not hold the deal back: the engine (``Game._reserve_allowed``) offers
the deal when no move but these is left, and the search does the same. Each
rule below that spoke of the old refusal is re-argued where it stands: P1,
P2, P3 (Kings with nothing under them), P5 (used only after the deal, where
the refusal is whole), P7 and P8.

**P3 — dead ends in Classic** (same suit, only Kings to empty columns, suits
leave). In Classic a non-King card ``c`` can only ever be placed on its
successor ``c+1``, and once it lies on ``c+1`` it can never move again (its only
target is where it is). So every non-King card that does not lie directly on
its successor — call the set ``N`` — must be the bottom card of exactly one
future move, onto ``c+1``, before its suit can leave (a card comes to lie on
another only as the bottom card of a move, or by the reserve deal, and a
carried block keeps its own order); and every suit must leave for a win. A
card lying directly on its successor, and that is not a King, is *fixed*: it
never again is the bottom card of a move. A King moves only to an empty
column; once it is the bottom card of its column it moves only before the
reserve deal, into or out of columns 1–3 (W1), and never to an empty column
when none is empty yet.

The check reasons about future *events* of a winning line from the current
position, each with the step at which it first happens:

* ``M(c)``: ``c`` is the bottom card of a move (for ``c`` in ``N``: onto ``c+1``;
  for a King: to an empty column);
* ``D(s)``: suit ``s`` leaves;
* ``E``: some column is empty;
* ``L(K)``: the King ``K``, lying on a face-down card, leaves it;
* ``B(c)``: some card between ``c`` and ``c+1`` above it moves.

Each event gets one or more *alternatives*, sets of events that must all
have happened before it (at an earlier step; ``D``, ``E``, ``L`` and ``B`` may
share the step of the move that causes them, and then come after it). The
constraints, for ``c`` in ``N`` lying in a column:

* (a) when ``c`` moves, ``c+1`` is the top of another column. If a card
  ``x != c`` lies directly on ``c+1`` now, ``x`` must leave ``c+1`` first, wherever
  ``c+1`` lies (in another column, or above ``c`` in its own column, where (b)
  adds its own condition): moving ``c+1``, or a card under it, carries ``x``
  along, still on ``c+1``, and nothing is ever inserted between two cards. A
  non-King ``x`` leaves the card under it only as the bottom card of a move (it
  cannot leave inside a complete suit: in such a run every card but the King
  lies on its successor, and ``x`` lies on ``c+1 != x+1``): ``M(x)`` before
  ``M(c)``. A King ``x`` leaves ``c+1`` by a move of its own or when its suit
  leaves (``c+1``, being covered, cannot carry it away from itself): ``L(x)``
  before ``M(c)``, with ``L(x)`` ⇐ ``M(x)`` or ``D(suit x)``.
* (b) if ``c+1`` lies above ``c`` in the same column, then before ``c`` moves some
  card of the segment from just above ``c`` up to ``c+1`` must be the bottom card
  of a move (nothing is ever inserted inside a column, and a complete suit
  leaving from that segment would contain ``c+1`` and so ``c`` as well, which
  lies below it). Fixed cards never move: ``B(c)`` ⇐ ``M(y)`` for each other
  card ``y`` of the segment (Kings included), and no such ``y`` at all means
  the position is lost.
* (c) if ``c`` (or a King) is face down it must first become the top of its
  column, and the card ``y`` directly on it cannot be carried away (face-down
  cards are never carried): ``M(y)`` before, for a non-King ``y`` (a fixed ``y``
  means the position is lost), ``L(y)`` before for a King ``y``. A King lying
  face down under its own Queen never turns up, at the bottom of its column
  too (a suit leaves, and a Traditional run counts, only face up), so the
  position is lost. (The check skipped Kings at the bottom of a column until
  W1 gave them a clause; Classic deal 177 is lost this way at the root:
  ``K♦`` lies face down under ``Q♦``.)
* A King ``K`` with a card under it: ``M(K)`` needs ``E`` before it (and (c) when
  it is face down). A King with nothing under it moves only before the deal
  (W1): then it gets the same clause (``E``, and (c) when it is face down: its
  Queen lying on it means the position is lost, as for any face-down King);
  after the deal ``M(K)`` has no alternative. No clause needs ``M(K)`` of such
  a King but ``L(K)`` of its suit, and no clause needs that ``L(K)`` (the King
  lies on no card and never will: nothing is put under a card), so the W1
  clause changes no verdict; it keeps the fixpoint's statement exact.
* ``D(s)`` needs ``M(c)`` for every card ``c`` of ``s`` in ``N`` (at or before).
* ``E``: true now when a column is empty. Otherwise the first column to
  become empty loses its present bottom card (nothing is ever put under a
  card): a non-King bottom card ``b`` leaves only as the bottom card of a move,
  ``M(b)``; a King bottom card (with nothing under it) only with its suit,
  ``D(suit)``: W1 moves a whole column only to a column that is empty
  already, so it never makes the first empty column.

Every event of a winning line happens after one of its alternatives has
fully happened, so by induction over the steps of the line every event of
the line lies in the least fixpoint of these rules (start from the events
with an empty alternative, add an event when one of its alternatives is all
in). A win needs ``M(c)`` for every ``c`` in ``N`` and ``D(s)`` for every suit
still in the tableau: when one of them is outside the fixpoint, no winning
line exists. Only cards lying in columns are considered; the undealt reserve
adds cards on top of columns 1–3 only, which never invalidates (a), (b), (c)
(the bottom cards of non-empty columns do not change either), and its own
cards get no event (fewer constraints: still sound). The check is exact
reasoning on necessary conditions, so it never rejects a winnable position.
(The first version of P3 used only (a)–(c) with non-King cards, as a cycle
check; the Kings, ``E`` and the alternatives of (b) made it decide most deals
at the root: see ``bench/solver.py``. Applying (a) also when ``c+1`` lies
above ``c`` in the same column — in ``3♠ 5♠ 6♠ 2♠``, ``5♠`` waits for ``2♠``,
which waits for ``5♠`` — took Classic deals 0–999 decided within 1 s each
from about 97% to about 99.7%, most of the hard ones at the root.)

**P5 — safe placements in Classic after the reserve deal.** Let ``c`` (not a
King) be face up in column ``A`` and ``c+1`` the top of another column ``B``,
the reserve dealt. Call a card *rooted* when it lies in a column that starts
(nothing under it, not even a face-down card) with a King carrying cards in
suit order up to that card: no rooted card can ever move again (after the
deal the King may not move to another empty column, W1; the others lie on
their successors), nor be carried. The placement ``m`` = "``c`` onto ``c+1``" is *safe* when every face-up
card ``w`` of ``B`` (``c+1`` included) is a King, or lies directly on ``w+1``,
or has a rooted ``w+1``. A safe placement is then the only move searched from
that position: if the position is winnable, it stays winnable after ``m``, by a
line no longer than the best one.

*Argument.* Take a winning line ``L``; ``c`` must move onto ``c+1`` at some step
``t`` (P3: it is in ``N``). Let ``σ`` be the cards from ``c`` to the top of the
column that holds ``c``, as they lie at each time before ``t``. Build ``L'``:
play ``m`` first, then ``L`` without step ``t``. Invariant up to ``t``: the
position of ``L'`` is that of ``L`` with ``σ`` cut from its column and set on
``c+1``, plus possibly some complete suits already gone and some cards already
face up. Nothing but ``c`` is ever put on ``c+1``, so ``c+1`` stays a top in
``L`` before ``t``, and so does the top of ``σ``. Check each move ``u`` of ``L``
before ``t`` (its bottom card ``y``, its target ``y+1`` or an empty column):

* ``y`` in ``σ``, in ``A`` below ``c``, or anywhere else: in ``L'`` it takes the
  same cards (minus ``σ`` when ``σ`` rode on it in ``L``, plus ``σ`` when ``y``
  carries ``c+1``), and ``y+1`` is still a top in another column: the only top
  that moved is that of ``σ``, and it moved into the column of ``c+1``.
* ``y`` = ``c+1`` or below it in ``B``: in ``L'`` it carries ``σ`` too, so its
  target must not be the top of ``σ``. This is the trap (a card put onto its
  successor's column buries the card that was to come onto it), and the
  safety condition excludes it: such a ``y`` is a King (its target is an
  empty column), lies on ``y+1`` (it never moves), or has a rooted ``y+1`` (never
  the top of ``σ``); a face-down ``y`` turns up only once ``c+1`` is gone.
* Empty columns: a column empty in ``L`` is empty in ``L'`` (the columns of
  ``c+1`` hold cards in both), so a King move stays legal; no whole column
  moves to an empty column in either line (after the deal, W1).
* Complete suits: a suit that leaves in ``L`` before ``t`` lies inside ``σ``
  above ``c`` (it cannot hold ``c``, which is not on ``c+1``) or away from it,
  and leaves in ``L'`` at the same step. ``L'`` may lose a suit earlier: the
  one completed by ``m`` (``c+1``'s part and ``σ`` = ``c`` … A) or one that ``m``
  uncovers; each of its cards but the King lies on its successor and no card
  goes on its Ace, so the only moves of ``L`` that used it are that King's
  move (dropped from ``L'``) or moves carrying it (they carry less). ``L``
  loses the same suit at step ``t``.

At step ``t`` the two positions agree (but for those early removals and
flips), and ``L'`` follows ``L``. Since every line of Classic is finite (each
card moves a bounded number of times), taking the safe move never loses a
winnable position, and the search stays complete. Before the reserve deal the
argument fails (the deal would put a card on ``c+1`` in ``L`` but on ``σ`` in
``L'``), so P5 is not used there. ``tests/test_solver.py`` checks P5 directly
against the naive search, and keeps the trap above as a regression case.
The P3 check is skipped in a position whose only searched move is a safe
placement: skipping a check never loses a win, and if the position is lost,
so is the one after the safe move, which is checked in its turn (chains of
safe moves are finite).

**P6 — Classic first inside Relaxed.** Relaxed differs from Classic only in
letting a card go on a successor of another suit: empty columns take Kings
only in both (a King's whole column under the same W1 condition), the
reserve deal is the same, and only a single-suit K–A run
leaves, checked on the same columns (RULES.md, modes and variants). So every
move that is legal in a Classic position is legal in the Relaxed position with
the same cards, and leads to the same position; a Classic winning line is
therefore a Relaxed winning line. A Relaxed search gives a slice of each
round of :func:`_portfolio` to the Classic search of the same position (with
P1–P5, which are Classic arguments; usually P3 proves the Classic position
lost at once and it drops out); only its ``solved`` is used (the line is
replayed in the Relaxed engine before it is returned). A Classic
``unsolvable`` says nothing about Relaxed and is ignored.

**P7 — Traditional and Three Blind Mice.** Both place cards as Classic does
(same suit, only Kings to empty columns), so P2, P3 and P5 carry over, with
these differences, each only adding constraints that hold or removing ones
that no longer do:

* Traditional keeps complete suits in place, so ``D(s)`` never happens: ``L(K)``
  has the single alternative ``M(K)``, and a column whose bottom card is a King
  is never the first to become empty (W1 moves it only to an empty column). The win is four complete runs on top of columns; the
  four runs hold all the cards in play and nothing goes on an Ace by a move,
  so each run fills its own column, and every King that has a card under it
  now must move (``M(K)`` joins the required events, replacing the ``D(s)``
  of the suits; a King with nothing under it may move before the deal, W1,
  but need not). The reserve may only be dealt when no other move exists
  (none but W1's whole columns, which only choose where it lands): the
  search offers it exactly then (so P1 is not used); P3 only reasons about
  necessary events and stays sound under the extra restriction.
* Three Blind Mice has 10 columns, no reserve and two aside cards that move
  onto their successor (or, a King, to an empty column) and never carry or
  receive cards. They get no event of their own (fewer constraints); every
  rule of P3 speaks of cards in columns, whose order moves of aside cards
  never change except by adding a card on a top, as the reserve does. P5
  considers only column cards as the placed card; an aside card played in
  the winning line ``L`` targets a top that is still a top in ``L'``, as any
  other card's move does. Since no column is special without a reserve, P2
  sorts all 10 columns (a whole column never moves to an empty one: W1), and
  the aside cards are part of the key as a set.

**P8 — dead ends in Wasp.** In Wasp any card or block may go to an empty
column, so a card lying on its successor is not fixed any more, and P3's
argument needs two kinds of move events: ``F(c)`` "``c`` is the bottom card
of a move onto ``c+1``" and ``A(c)`` "``c`` is the bottom card of some move".
A win still needs ``F(c)`` for every non-King ``c`` that does not lie on
``c+1`` now (a card comes to lie on another only as the bottom card of a
move), and ``D(s)`` for each suit in the tableau. The clauses, with the
same meaning of "before" as in P3:

* ``A(c)`` ⇐ ``F(c)``; or ⇐ ``E`` and "``c`` is face up" when ``c`` has a card
  under it now (the first move of a card with a card under it keeps that card
  under it until then, so it is never a whole-column move), or when the
  reserve is undealt (W1: a whole column may go to an empty column before the
  deal; after it a bottom card's first move must be onto its successor). A
  King has only the second alternative. Only ``E`` needs ``A(b)`` of a bottom
  card ``b``, and W1's move needs an empty column already, so the W1
  alternative never changes a verdict; it keeps the fixpoint exact.
* "``c`` is face up" for a face-down ``c``: the card ``y`` on it leaves it first:
  ``A(y)`` for a non-King (it cannot leave inside a complete suit, which would
  need ``c`` = ``y+1`` face up), ``L(y)`` for a King.
* ``F(c)``: "``c`` is face up"; (a) the card ``x != c`` lying on ``c+1`` leaves it
  first (``A(x)``, or ``L(x)`` for a King); (b) when ``c+1`` lies above ``c`` in
  the same column, some card of the segment above ``c`` up to ``c+1`` is the
  bottom card of a move first (``A(y)`` for each, no card is fixed now).
* ``L(K)`` ⇐ ``A(K)`` or ``D(suit K)``; ``D(s)`` ⇐ every required ``F(c)`` of ``s``.
* ``E``: true now when a column is empty; otherwise some column's present
  bottom card leaves: ``A(b)`` for a non-King, ``D(suit b)`` for a King (a
  King's whole column moves, W1, only to a column that is empty already).

The least fixpoint argument of P3 applies unchanged. The check runs before
any search, and not again on the positions the search enters: on the deals
it leaves undecided it cuts about half of those positions but costs about
five times the work of entering one (Wasp deal 414, proven lost by the
complete search: 224,644 positions in 10.3 s of CPU checking each, 480,520
in 2.9 s without; checking only every eighth depth still took 3.7 s). A
safe-placement rule for Wasp (P5 with an extra case for cards that go to an
empty column before their placement) was argued and checked against the
naive search, but left out: on Wasp deals 0–999 within 1 s of CPU each it
lowered the p90 time per deal (20 → 12 ms) and the positions searched per
second, and decided no more deals (97.1–97.2% against 97.3%).

**R1 — P8 in Relaxed.** Relaxed keeps Classic's empty columns (Kings only)
and Classic's complete suits (only a single-suit K–A run leaves), so every
clause of P8 holds there as it stands, with ``E`` needed only by Kings:
``F(c)`` is still required for each non-King ``c`` not lying on ``c+1`` (same
suit) now, since its suit can only leave as a single-suit run; a card ``x``
lying on a card it does not belong on still leaves it only as the bottom
card of a move (a run that took ``x`` along would hold the card under it, of
the same suit and one rank higher); a card lying on its successor is not
fixed (it may go on a card of another suit), as in Wasp. What Relaxed adds is
``A(c)`` for a non-King ``c`` "onto a card ``d`` of the next rank, any suit".
Alone, "``c`` face up" made it hold almost at once, so the clauses proved
nothing; R1 names the target. At the step where ``c`` is first the bottom
card of a move onto such a ``d``, ``d`` is the top of another column, so:

* ``d`` does not lie under ``c`` in ``c``'s column now (``c`` has not moved
  before, and nothing is ever inserted under a card), so such a ``d`` gives
  no alternative; neither does a ``d`` whose suit has left.
* the card ``z`` lying on ``d`` now (if any) has left ``d``: a non-King ``z``
  only as the bottom card of a move, ``A(z)`` (when ``z`` lies on its
  successor ``d`` and leaves inside its complete suit, ``d`` leaves too and is
  no target any more), a King as ``L(z)``.
* ``d`` in the undealt reserve: no condition but "``c`` face up".

So ``A(c)`` ⇐ "``c`` face up" + "``z`` has left ``d``", one alternative per
``d``. These are necessary conditions, so the least fixpoint still contains
every event of every winning line. Cycles do not matter: the fixpoint
argument speaks of the *first* step of each event along a line, however
often a line visits a position, and the complete search's visited set is
plain reachability (above). In Relaxed the check runs before any search and
on every position the complete search enters, where it cuts lost subtrees
(not in the restricted depth-first pass of P4: it costs about two thirds of
that pass's speed, and Relaxed deals 0–199 within 1 s of CPU left 18
unknown with it there, 13 without).
``tests/test_solver_variants.py`` checks it against the naive search on
Relaxed positions of one or two suits, cycles included. On deals 0–999 it
proves lost at once only 1 of the deals that the earlier search left
unknown: Relaxed deals are rarely lost for a local reason; within a search
it cuts about one position in eight and leads the depth-first searches to
wins (Relaxed deals 0–199 within 1 s of CPU: unknown 30 → 13).

**P9 — aside cards first (Three Blind Mice).** An aside card ``c`` (not a
King) whose successor ``c+1`` is the top of a column is played onto it at
once, as the only move searched (like P5, and with the same skipped P3
check). *Argument.* An aside card moves only onto its successor (a King:
to an empty column), so a winning line ``L`` plays ``c`` onto ``c+1`` at some
step ``t``, and nothing but ``c`` is ever put on ``c+1``, so ``c+1`` stays a top
until then. Let ``L'`` play ``c`` first, then ``L`` without step ``t``; up to ``t``
its position is ``L``'s with ``c`` on ``c+1`` instead of aside (and possibly a
suit gone early, as in P5). A move of ``L`` carrying ``c+1`` carries ``c`` too;
its target is never ``c``, which lies aside in ``L``, where nothing can be put
on it. Every other move keeps its target, since the only top that changed is
``c+1`` and only ``c`` ever goes there; empty columns are the same in both.
The variant has no reserve deal, so P5's exception does not arise.

**P10 — aside cards in the dead-end check (Three Blind Mice).** P7 gave the
aside cards no event; they get one now, ``M(a)`` "``a`` is played into a
column", with these clauses, each a necessary condition:

* an aside card can leave the aside only onto its successor ``a+1`` (a King:
  to an empty column), and it must leave for a win (its suit can only leave
  from a column), so ``M(a)`` is required, and ``D(suit a)`` needs it;
* a non-King ``a`` whose successor lies in a column with a card ``x`` on it:
  ``x`` must leave ``a+1`` first, as in P3 (a) (``M(x)``, or ``L(x)`` for a
  King); whose successor is the other aside card: nothing is ever placed on
  an aside card, so ``M(a+1)`` first; a King: ``E`` first;
* a column card ``c`` whose successor lies aside: ``c`` can only go onto
  ``c+1`` once that card is in a column, so ``M(c+1)`` before ``M(c)``.

Nothing else changes: the aside cards still never carry or receive cards,
and the least-fixpoint argument of P3 holds with the new events, which only
add necessary conditions. ``tests/test_solver_variants.py`` checks, against
the naive search, positions that only these clauses prove lost. (Three Blind
Mice deals 0–999 that stayed undecided within 1 s: 13 of the first 16 are
proven lost by it within 1 s.)

**P4 — incomplete passes that only look for wins (Relaxed, Wasp).** Besides
the complete search, the budget goes to incomplete searches (see
:func:`_portfolio`): a best-first search ordered by a heuristic distance to
a win, and in Relaxed a depth-first and a best-first search restricted to
the moves that turn a card face up, empty a column or put a card on its own
successor (a Relaxed game has many moves that only shuffle cards between
ranks, and leaving them out finds many wins that the full move set buries).
They run in rounds of short slices, each round with a differently perturbed
move order and heuristic, interleaved with slices of the complete search,
which resumes where it paused. In Relaxed each round also restarts a
depth-first search over the full move set, with the dead-end check (R1), in
a perturbed move order: that search is the one that finds most wins, but one
move order either finds a deal's win early or buries it (heavy tails), so
many short runs in different orders beat one long run (Relaxed deals 0–199
within 1 s of CPU each: unknown 12 → 2, CPU 26 → 18 s). In Relaxed the
perturbed best-first passes are no longer restarted (deals 0–399 and four
hard ones: unknown 7 → 4, CPU 39.5 → 33.9 s). In Wasp the complete search
(without the dead-end check, P8) proves the losses and gets
``WASP_COMPLETE_SHARE`` slices a round; the only other pass is the full
best-first search, restarted in a perturbed order each round, which finds
the wins (the best-first search in its plain order was dropped: Wasp deals
0–999 within 1 s of CPU each, unknown 27 → 22–24 over three runs, deals
1000–1999 23 → 23; of the 24 deals of 0–999 that the study left undecided at
5 s, 8 are proven lost within 5 s, none before). Only the ``solved`` of a
restricted pass is used (the line is replayed in the engine before
:func:`scorpion.solver.solve` returns it); every ``unsolvable`` comes from a
search over the full move set (P11), whose visited set is its own and lives
as long as it does, so pausing it changes nothing in its argument.

**P11 — running out of positions is a proof whatever the order.** The
argument of the complete search (plain reachability: every position
reachable under the pruned move relation is entered once, and a lost subtree
cut by a sound dead-end check holds no win) nowhere depends on the order in
which moves are tried or positions expanded. So a best-first search over the
full move set (P1 and P2 only, no dead-end check) whose queue runs empty
without a win has entered every reachable position: the position is lost,
exactly as when the complete search ends; so has a perturbed depth-first
search over the full move set when it ends. A pass over the restricted move
set (P4) that runs out proves nothing and answers ``unknown``. (Wasp deal 98:
the best-first search expands all 736,379 positions in 5.8 s, while the
depth-first search, slowed five times by the P8 check, has entered about
250,000 by then.) ``tests/test_solver_variants.py`` checks the best-first
search's ``unsolvable`` against the naive search.

Every rule is checked against an independent naive search (the engine's
own ``legal_moves``/``play``/``undo``, no pruning) in ``tests/test_solver.py``,
for every variant.

**Move order** (only affects speed): moves that turn a card face up or empty
a column first, then moves that take a card off a card it does not belong on;
before the deal, whole columns moved to an empty column (W1) last, after the
deal itself: they empty one column only by filling another, and only matter
for where the reserve lands.
"""

from __future__ import annotations

import heapq
import random
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ..cards import code_card
from ..game import Game
from ..moves import ASIDE, Move

__all__ = ["SearchOutcome", "now", "search", "use_clock"]

_KING = 12
_SEP = 255
# The complete run K, Q, …, A of suit s, as a column ends with it.
_RUNS = tuple(bytes(s * 13 + r for r in range(12, -1, -1)) for s in range(4))
_CHECK_EVERY = 512
#: The source of a move that plays an aside card (Three Blind Mice).
_ASIDE = -2
#: P4: the first slice of each search in a round of :func:`_portfolio`, in seconds.
SLICE = 0.01
#: P4: how much longer each round's slices are than the last round's.
GROWTH = 1.25
#: P4: the complete search's share of a slice in Relaxed, where it decides
#: only small positions (full deals are decided by the passes that find wins).
COMPLETE_SHARE = 0.25
#: P4: positions per second of slice when the search is bounded by ``max_nodes``.
NODES_PER_SLICE_SECOND = 50_000
#: P4: the complete search's share of a slice in Wasp, where it proves the
#: losses (the perturbed best-first passes find the wins).
WASP_COMPLETE_SHARE = 3.0
#: P4: the pass restarted in a perturbed order each round in Wasp: the full
#: best-first search.
WASP_RESTARTS: tuple[tuple[bool, bool], ...] = ((False, True),)
#: P4: the passes restarted in a perturbed order each round in Relaxed,
#: as ``(restricted, best-first)``; the last is the full depth-first search
#: with the dead-end check.
RELAXED_RESTARTS: tuple[tuple[bool, bool], ...] = ((True, False), (False, False))
#: P4: the heuristic's random part in a perturbed best-first pass (units of 1/4).
NOISE = 6


#: The clock that every deadline and budget is measured on (see :func:`use_clock`).
_CLOCK: list[Callable[[], float]] = [time.perf_counter]


def now() -> float:
    """The solver's clock: wall clock (:func:`time.perf_counter`) unless
    :func:`use_clock` chose another one."""
    return _CLOCK[0]()


def use_clock(clock: Callable[[], float]) -> None:
    """Measure budgets on ``clock`` from now on: ``time.process_time`` makes a
    budget one of CPU seconds, so that a benchmark on a loaded machine gives
    every deal the same work (``bench/solver.py --cpu``).

    >>> use_clock(time.process_time); now() == time.process_time() or True
    True
    >>> use_clock(time.perf_counter)
    """
    _CLOCK[0] = clock


@dataclass
class SearchOutcome:
    """What :func:`search` found: ``status``, the winning ``moves`` (engine move
    values) when solved, and the number of ``nodes`` (states entered)."""

    status: str
    moves: list[Move]
    nodes: int


def _derive(
    queue: list[int], waiting: list[list[int]], counts: list[int], heads: list[int], size: int
) -> list[bool]:
    """Forward chaining over Horn clauses: the events derivable from ``queue``.

    Clause ``n`` says: once its ``counts[n]`` body events have all happened, its
    head ``heads[n]`` can happen; ``waiting[e]`` lists the clauses whose body holds
    event ``e``. Returns, for each of the ``size`` events, whether it is derivable.
    ``queue`` and ``counts`` are used up.
    """
    marked = [False] * size
    while queue:
        e = queue.pop()
        if marked[e]:
            continue
        marked[e] = True
        for n in waiting[e]:
            counts[n] -= 1
            if counts[n] == 0:
                h = heads[n]
                if not marked[h]:
                    queue.append(h)
    return marked


def search(game: Game, deadline: float, max_nodes: int | None = None) -> SearchOutcome:
    """Search ``game`` until ``deadline`` (a value of the clock :func:`now`)."""
    compact = _Compact(game)
    if compact.found == 4:
        return SearchOutcome("solved", [], 1)
    if compact.classic:
        return compact.run(deadline, max_nodes)
    if compact.lost_loose():
        return SearchOutcome("unsolvable", [], 1)  # P8 (R1), before any search
    return _portfolio(game, compact, deadline, max_nodes)


def _portfolio(
    game: Game, compact: _Compact, deadline: float, max_nodes: int | None
) -> SearchOutcome:
    """P4/P6 for Relaxed and Wasp: rounds of short searches, each slice longer.

    Each round gives one slice (``SLICE`` seconds, times ``GROWTH`` each
    round) to each *resumable* search, which goes on where it stopped: the
    complete search (its ``solved`` and ``unsolvable`` are final; in Relaxed
    ``COMPLETE_SHARE`` of a slice), in Relaxed the Classic search of the same
    position (P6: only its ``solved`` is used), and the passes that only look
    for a win (P4) in their plain move order: in Relaxed the depth-first and
    best-first searches over the restricted moves, and the full best-first
    search (in Wasp none: the complete search gets ``WASP_COMPLETE_SHARE``
    of a slice). Then one slice to each *restarted* pass, a new search whose
    move order and heuristic are perturbed by a pseudo-random generator seeded
    with the round's number: in Wasp the full best-first search, in Relaxed
    (``RELAXED_RESTARTS``) the restricted depth-first search and the full
    depth-first search with the dead-end check (the perturbed best-first
    passes found few Relaxed wins, and dropping them left more rounds). A hard
    deal's wins are found either at once or not at all by one order (heavy
    tails): many short runs in different orders find many more of them within
    the budget than a few long ones. With ``max_nodes`` each slice is counted
    in positions too (``NODES_PER_SLICE_SECOND`` per second of slice), so that
    the outcome does not depend on the machine.
    """
    clock = now
    relaxed = not compact.same_suit
    # (search, its state, its answers are final, its share of a slice)
    resumable: list[tuple[Iterator[SearchOutcome | None], _Compact, bool, float]] = []
    if relaxed:
        classic = _Compact(game, same_suit=True)
        resumable.append((classic.steps(), classic, False, 1.0))
    resumable.append(
        (compact.steps(), compact, True, COMPLETE_SHARE if relaxed else WASP_COMPLETE_SHARE)
    )
    # (restricted, best-first)
    kinds = ((True, False), (True, True), (False, True)) if relaxed else ()
    for restricted, best in kinds:
        c = _Compact(game, restricted=restricted)
        # P11: the full best-first search's ``unsolvable`` is final too.
        final = best and not restricted
        resumable.append((c.bf_steps() if best else c.steps(), c, final, 1.0))
    restarts = RELAXED_RESTARTS if relaxed else WASP_RESTARTS
    nodes = 0
    slice_s = SLICE
    k = 0
    while True:
        for entry in list(resumable):
            steps, owner, final, share = entry
            stop = min(deadline, clock() + slice_s * share)
            limit = -1
            if max_nodes is not None:
                limit = owner.nodes + min(
                    max_nodes - nodes, int(slice_s * share * NODES_PER_SLICE_SECOND)
                )
            before = owner.nodes
            out = owner.drive(steps, stop, limit)
            nodes += owner.nodes - before
            if out is not None:
                if out.status == "solved" or final:
                    out.nodes = nodes
                    return out
                resumable.remove(entry)  # P4, P6: a pass that only looks for wins
            if clock() >= deadline or (max_nodes is not None and nodes >= max_nodes):
                return SearchOutcome("unknown", [], nodes)
        for restricted, best in restarts:
            c = _Compact(game, restricted=restricted, seed=k)
            stop = min(deadline, clock() + slice_s)
            limit_n = None
            if max_nodes is not None:
                limit_n = max(1, min(max_nodes - nodes, int(slice_s * NODES_PER_SLICE_SECOND)))
            out = (c.best_first if best else c.run)(stop, limit_n)
            nodes += out.nodes
            if out.status == "solved" or (out.status == "unsolvable" and not restricted):
                out.nodes = nodes
                return out
            if clock() >= deadline or (max_nodes is not None and nodes >= max_nodes):
                return SearchOutcome("unknown", [], nodes)
        k += 1
        slice_s *= GROWTH


class _Compact:
    """Every variant: the columns, the undealt reserve, the aside cards.

    ``same_suit`` overrides the variant's placement rule (P6 searches a
    Relaxed position under Classic's rule).
    """

    def __init__(
        self,
        game: Game,
        same_suit: bool | None = None,
        restricted: bool = False,
        seed: int | None = None,
    ) -> None:
        rules = game.rules
        self.same_suit = rules.same_suit if same_suit is None else same_suit
        self.any_empty = rules.empty_takes_any
        #: P3 and P5 hold: same suit, only Kings to empty columns.
        self.classic = self.same_suit and not self.any_empty
        #: R1 (P8 in Relaxed) is checked on every position the complete search
        #: enters: in Relaxed only (a restricted pass runs faster without it,
        #: and so does Wasp's search: see P8).
        self.loose = not self.same_suit and not restricted
        #: Traditional: complete suits stay, the reserve waits until no move is left.
        self.stay = not rules.suits_leave
        self.when_stuck = rules.reserve_when_stuck
        self.cols = [bytes([d, *c]) for c, d in zip(game._cols, game._down, strict=True)]
        self.reserve = bytes(game._reserve)
        self.aside = bytes(game._aside)
        #: Suits already in the foundations (a Traditional position may have some).
        self.gone = len(game._found)
        self.found = self.gone + (self._runs() if self.stay else 0)
        self.ncols = len(self.cols)
        self.nres = len(self.reserve)
        #: Only the moves of buckets 0 and 1 (see :meth:`moves`): an incomplete
        #: search (P4), whose ``unsolvable`` proves nothing.
        self.restricted = restricted
        self.forced = False  # the last moves() answer was a P5 safe placement
        #: P4: a perturbed pass (move order and heuristic), or ``None``.
        self.rng = random.Random(seed) if seed is not None else None
        #: Positions entered so far by :meth:`steps`, and where it pauses (-1: never).
        self.nodes = 0
        self.pause_at = -1

    # ----------------------------------------------------------------- moves

    def key(self, allowed: bool) -> bytes:
        cols = self.cols
        sep = b"\xff"
        if self.reserve:
            r = self.nres
            head = sep.join(cols[:r])
            tail = sep.join(sorted(cols[r:]))
            return (b"R" if allowed or self.when_stuck else b"r") + head + b"\xfe" + tail
        if self.aside:
            return bytes(sorted(self.aside)) + b"\xfe" + sep.join(sorted(cols))
        return sep.join(sorted(cols))

    def _runs(self) -> int:
        """Traditional: the complete K–A runs standing face up on top of columns."""
        n = 0
        for col in self.cols:
            if (
                len(col) - 1 - col[0] >= 13
                and col[-1] % 13 == 0
                and col[-13:] == _RUNS[col[-1] // 13]
            ):
                n += 1
        return n

    def code(self, move: tuple[int, int, int]) -> int:
        """The card code a move takes (``-1`` for the reserve deal)."""
        src = move[0]
        if src >= 0:
            return self.cols[src][move[1]]
        return self.aside[move[1]] if src == _ASIDE else -1

    def moves(self, allowed: bool) -> list[tuple[int, int, int]]:
        """Moves as ``(source, index in the column bytes, target)``; ``(-1, 0, 0)``
        is the reserve deal. Ordered best first."""
        cols = self.cols
        n = self.ncols
        # Buckets by priority: 0 turns a card face up or empties a column, 1
        # places a card on its own successor, 2 any other placement, 3 breaks a
        # run (takes a card off its own successor).
        buckets: list[list[tuple[int, int, int]]] = [[], [], [], []]
        # W1: whole columns moved to an empty column, tried last.
        whole: list[tuple[int, int, int]] = []
        empties: list[int] = []
        same_suit = self.same_suit
        aside = self.aside
        for j in range(n):
            col = cols[j]
            if len(col) == 1:
                empties.append(j)
                continue
            t = col[-1]
            r = t % 13
            if r == 0:
                continue
            wanted = (t - 1,) if same_suit else (r - 1, r + 12, r + 25, r + 38)
            for c in wanted:
                if aside:
                    a = aside.find(c)
                    if a >= 0:
                        # Nothing goes on an aside card: placing it only helps.
                        buckets[0 if c + 1 == t else 2].append((_ASIDE, a, j))
                        continue
                for i in range(n):
                    if i == j:
                        continue
                    src = cols[i]
                    p = src.find(c, 1 + src[0])
                    if p < 0:
                        continue
                    if p == 1 + src[0]:
                        buckets[0 if c + 1 == t or p > 1 else 1].append((i, p, j))
                    elif src[p - 1] == c + 1 and c % 13 != _KING:
                        buckets[3].append((i, p, j))
                    else:
                        buckets[1 if c + 1 == t else 2].append((i, p, j))
                    break
        if empties:
            # One empty column per class (P2).
            targets = []
            seen_any = False
            for e in empties:
                if self.reserve and e < self.nres:
                    targets.append(e)
                elif not seen_any:
                    seen_any = True
                    targets.append(e)
            for a, code in enumerate(aside):
                if self.any_empty or code % 13 == _KING:
                    buckets[1].append((_ASIDE, a, targets[0]))
            landing = len(self.reserve)
            for i in range(n):
                src = cols[i]
                for p in range(1 + src[0], len(src)):
                    if not self.any_empty and src[p] % 13 != _KING:
                        continue
                    if p == 1:
                        # W1: the whole column, only into or out of columns 1–3
                        # before the deal (RULES.md, Moves, item 1).
                        if not self.restricted:
                            whole.extend(
                                (i, 1, e)
                                for e in targets
                                if e != i and (i < landing or e < landing)
                            )
                        continue
                    for e in targets:
                        if e != i:
                            flip = p == 1 + src[0]
                            buckets[0 if flip else 1 if src[p] % 13 == _KING else 2].append(
                                (i, p, e)
                            )
        if self.restricted:
            out = buckets[0] + buckets[1]
        else:
            out = buckets[0] + buckets[1] + buckets[2] + buckets[3]
        if self.reserve:
            # W1: in Traditional a whole column's move does not hold the deal back.
            if (not out) if self.when_stuck else allowed:
                out.append((-1, 0, 0))
            out += whole
        elif self.classic:
            # P9: an aside card onto its successor first; else P5.
            safe = next(
                (
                    m
                    for m in out
                    if m[0] == _ASIDE and m[1] < len(aside) and aside[m[1]] % 13 != _KING
                ),
                None,
            ) or self._safe(out)
            if safe is not None:
                self.forced = True
                return [safe]
        self.forced = False
        rng = self.rng
        if rng is not None and len(out) > 1:
            # P4: a perturbed order, still roughly by bucket.
            n = len(out)
            keyed = sorted((i / n + rng.random(), i) for i in range(n))
            out = [out[i] for _, i in keyed]
        return out

    def _safe(self, moves: list[tuple[int, int, int]]) -> tuple[int, int, int] | None:
        """P5: a placement that can be played at once, or ``None``."""
        cols = self.cols
        rooted: set[int] | None = None
        for move in moves:
            i, p, j = move
            if i < 0 or cols[i][p] % 13 == _KING:
                continue  # P5 concerns column cards only
            col = cols[j]
            for q in range(1 + col[0], len(col)):
                w = col[q]
                if w % 13 == _KING or (q > 1 and col[q - 1] == w + 1):
                    continue
                if rooted is None:
                    rooted = self._rooted()
                if w + 1 not in rooted:
                    break
            else:
                return move
        return None

    def _rooted(self) -> set[int]:
        """Cards that can never move again: a King at the very bottom of a
        column (nothing under it) and the cards lying on it in suit order."""
        out: set[int] = set()
        for col in self.cols:
            if len(col) > 1 and col[0] == 0 and col[1] % 13 == _KING:
                out.add(col[1])
                for q in range(2, len(col)):
                    if col[q] + 1 != col[q - 1]:
                        break
                    out.add(col[q])
        return out

    def apply(self, move: tuple[int, int, int]) -> tuple[object, ...]:
        cols = self.cols
        src, p, dst = move
        found = self.found
        if src == _ASIDE:
            aside = self.aside
            d = cols[dst]
            self.aside = aside[:p] + aside[p + 1 :]
            cols[dst] = d + aside[p : p + 1]
            self._suit(dst)
            return (_ASIDE, aside, dst, d, found)
        if src < 0:
            saved = (self.reserve, tuple(cols[: self.nres]), found)
            for i, code in enumerate(self.reserve):
                cols[i] = cols[i] + bytes((code,))
            self.reserve = b""
            if self.stay:
                self.found = self.gone + self._runs()
            else:
                for i in range(self.nres):
                    self._suit(i)
            return (-1, saved)
        s = cols[src]
        d = cols[dst]
        saved = (src, s, dst, d, found)
        ns = s[:p]
        if len(ns) > 1 and ns[0] == len(ns) - 1:
            ns = bytes((ns[0] - 1,)) + ns[1:]
        cols[src] = ns
        cols[dst] = d + s[p:]
        if self.stay:
            self._suit(dst)
            return saved
        self._suit(dst)
        self._suit(src)
        return saved

    def _suit(self, i: int) -> None:
        col = self.cols[i]
        if self.stay:
            # Traditional: nothing leaves. Only the column that just received
            # cards can complete the fourth run (a win has an Ace on every
            # non-empty top), so ``found`` is 4 exactly when the game is won.
            self.found = self.gone + (self._runs() if len(col) > 1 and col[-1] % 13 == 0 else 0)
            return
        while (
            len(col) - 1 - col[0] >= 13 and col[-1] % 13 == 0 and col[-13:] == _RUNS[col[-1] // 13]
        ):
            col = col[:-13]
            if len(col) > 1 and col[0] == len(col) - 1:
                col = bytes((col[0] - 1,)) + col[1:]
            self.found += 1
        self.cols[i] = col

    def undo(self, saved: tuple[object, ...]) -> None:
        if saved[0] == _ASIDE:
            _, self.aside, dst, d, self.found = saved  # type: ignore[assignment]
            self.cols[dst] = d  # type: ignore[index]
            return
        if saved[0] == -1:
            reserve, cols, found = saved[1]  # type: ignore[misc]
            self.reserve = reserve
            self.cols[: len(cols)] = cols
            self.found = found
            return
        src, s, dst, d, found = saved
        self.cols[src] = s  # type: ignore[index]
        self.cols[dst] = d  # type: ignore[index]
        self.found = found  # type: ignore[assignment]

    # ------------------------------------------------------------- dead ends

    def lost(self) -> bool:
        """P3: True when the Classic position provably cannot be won.

        Events (see the module docstring): ``c`` (0–51) "card ``c`` is the
        bottom card of a move" (onto ``c+1``; for a King: to an empty column),
        ``52+s`` "suit ``s`` leaves", ``56`` "a column is empty", ``57+s``
        "the King of ``s`` leaves the face-down card under it", ``61+c`` "a card
        between ``c`` and ``c+1`` above it moves". A clause ``(head, prereqs)``
        says that ``head`` can happen once all ``prereqs`` happened; the least
        fixpoint holds every event that can happen at all.
        """
        cols = self.cols
        stay = self.stay
        aside = self.aside
        # where[c] = column << 6 | index of card c, or -1 (reserve, aside, foundation).
        where = [-1] * 52
        for i, col in enumerate(cols):
            base = i << 6
            for p in range(1, len(col)):
                where[col[p]] = base | p
        heads: list[int] = []
        counts: list[int] = []
        waiting: list[list[int]] = [[] for _ in range(113)]
        queue: list[int] = []
        required: list[int] = []
        suit_moves: list[list[int]] = [[], [], [], []]
        # W1: a King at the very bottom of a column moves (to an empty column)
        # only before the reserve deal.
        bottom_king_moves = bool(self.reserve)
        for i, col in enumerate(cols):
            top = len(col)
            down = col[0]
            bottom_king = top > 1 and col[1] % 13 == _KING
            if bottom_king and down and col[2] == col[1] - 1:
                return True  # (c): a face-down King under its own Queen, at the bottom
            for p in range(2 if bottom_king and not bottom_king_moves else 1, top):
                c = col[p]
                need: list[int] = []
                if c % 13 == _KING:
                    need.append(56)
                    if stay and p > 1:
                        required.append(c)  # P7: every King ends at a column's bottom
                    if p <= down:
                        # face down: the card on it must leave (it cannot be carried).
                        y = col[p + 1]
                        if y == c - 1:
                            return True  # its Queen lies on it for ever
                        need.append(57 + y // 13 if y % 13 == _KING else y)
                else:
                    if p > 1 and col[p - 1] == c + 1:
                        continue  # fixed
                    required.append(c)
                    suit_moves[c // 13].append(c)
                    if p <= down:
                        y = col[p + 1]
                        if y % 13 == _KING:
                            need.append(57 + y // 13)
                        elif c == y + 1:
                            return True  # y is fixed on c: c never turns up
                        else:
                            need.append(y)
                    w = where[c + 1]
                    if w >= 0:
                        si = w >> 6
                        sp = w & 63
                        if si == i and sp > p:
                            # (b) some card of the segment above c up to c+1 moves.
                            alts = [
                                y
                                for q in range(p + 1, sp + 1)
                                if (y := col[q]) % 13 == _KING or col[q - 1] != y + 1
                            ]
                            if not alts:
                                return True
                            if len(alts) == 1:
                                need.append(alts[0])
                            else:
                                n = len(heads)
                                for y in alts:
                                    waiting[y].append(n)
                                    heads.append(61 + c)
                                    counts.append(1)
                                    n += 1
                                need.append(61 + c)
                        # (a) the card lying on c+1 must leave it first.
                        scol = cols[si]
                        if sp + 1 < len(scol):
                            x = scol[sp + 1]
                            if x != c:
                                need.append(57 + x // 13 if x % 13 == _KING else x)
                    elif c + 1 in aside:
                        need.append(c + 1)  # P10: c+1 must reach a column first
                if need:
                    n = len(heads)
                    heads.append(c)
                    counts.append(len(need))
                    for e in need:
                        waiting[e].append(n)
                else:
                    queue.append(c)
        for a in aside:
            # P10: every aside card must be played into a column, onto its
            # successor (a King: to an empty column).
            required.append(a)
            suit_moves[a // 13].append(a)
            need = []
            if a % 13 == _KING:
                need.append(56)
            elif (w := where[a + 1]) >= 0:
                scol = cols[w >> 6]
                if (w & 63) + 1 < len(scol):
                    x = scol[(w & 63) + 1]
                    need.append(57 + x // 13 if x % 13 == _KING else x)
            elif a + 1 in aside:
                need.append(a + 1)
            if need:
                waiting[need[0]].append(len(heads))
                heads.append(a)
                counts.append(1)
            else:
                queue.append(a)
        # A suit is in the tableau when one of its four lowest cards is (at
        # most three cards lie in the reserve).
        present = [
            where[b] >= 0 or where[b + 1] >= 0 or where[b + 2] >= 0 or where[b + 3] >= 0
            for b in (0, 13, 26, 39)
        ]
        for s in range(4):
            # L(K): the King moves, or its suit leaves; D(s): all its moves done.
            n = len(heads)
            waiting[s * 13 + _KING].append(n)
            heads.append(57 + s)
            counts.append(1)
            if stay:
                continue  # P7: no suit ever leaves
            waiting[52 + s].append(n + 1)
            heads.append(57 + s)
            counts.append(1)
            n += 1
            pre = suit_moves[s]
            if pre:
                n += 1
                heads.append(52 + s)
                counts.append(len(pre))
                for e in pre:
                    waiting[e].append(n)
            else:
                queue.append(52 + s)
        if any(len(col) == 1 for col in cols):
            queue.append(56)
        else:
            n = len(heads)
            for col in cols:
                b = col[1]
                if b % 13 == _KING and stay:
                    continue  # P7: a bottom King never leaves its column
                waiting[52 + b // 13 if b % 13 == _KING else b].append(n)
                heads.append(56)
                counts.append(1)
                n += 1
        marked = _derive(queue, waiting, counts, heads, 113)
        for c in required:
            if not marked[c]:
                return True
        if stay:
            return False
        return (
            (present[0] and not marked[52])
            or (present[1] and not marked[53])
            or (present[2] and not marked[54])
            or (present[3] and not marked[55])
        )

    def lost_loose(self) -> bool:
        """P8: True when a Wasp or Relaxed position provably cannot be won.

        Events: ``c`` (0–51) "``c`` moves onto ``c+1``", ``52+s`` "suit ``s``
        leaves", ``56`` "a column is empty", ``57+s`` "the King of ``s`` leaves
        the card under it", ``61+c`` "a card between ``c`` and ``c+1`` above
        it moves", ``113+c`` "``c`` is the bottom card of some move". Clauses
        as in :meth:`lost`; an event with several alternatives gets one clause
        per alternative.
        """
        cols = self.cols
        any_empty = self.any_empty
        same_suit = self.same_suit
        reserve = self.reserve
        where = [-1] * 52
        for i, col in enumerate(cols):
            base = i << 6
            for p in range(1, len(col)):
                where[col[p]] = base | p
        heads: list[int] = []
        counts: list[int] = []
        waiting: list[list[int]] = [[] for _ in range(165)]
        queue: list[int] = []
        required: list[int] = []
        suit_moves: list[list[int]] = [[], [], [], []]

        def clause(head: int, need: list[int]) -> None:
            if not need:
                queue.append(head)
                return
            n = len(heads)
            heads.append(head)
            counts.append(len(need))
            for e in need:
                waiting[e].append(n)

        def leave(y: int) -> int:
            return 57 + y // 13 if y % 13 == _KING else 113 + y

        for i, col in enumerate(cols):
            top = len(col)
            down = col[0]
            for p in range(1, top):
                c = col[p]
                up = [leave(col[p + 1])] if p <= down else []
                king = c % 13 == _KING
                on_successor = p > 1 and col[p - 1] == c + 1
                # A(c): onto c+1; to an empty column (the whole column only
                # before the reserve deal, W1); in Relaxed onto a card of
                # another suit.
                if not king and not on_successor:
                    clause(113 + c, [c])
                if (p > 1 or reserve) and (any_empty or king):
                    clause(113 + c, [56, *up])
                if not king and not same_suit:
                    # R1: onto a card d of the next rank, any suit, once the
                    # card lying on d has left it; never onto a d under c.
                    r = c % 13
                    for d in (r + 1, r + 14, r + 27, r + 40):
                        w = where[d]
                        if w < 0:
                            if d in reserve:
                                clause(113 + c, up)
                            continue
                        si = w >> 6
                        sp = w & 63
                        if si == i and sp < p:
                            continue
                        scol = cols[si]
                        if sp + 1 < len(scol):
                            clause(113 + c, [*up, leave(scol[sp + 1])])
                        else:
                            clause(113 + c, up)
                if king or on_successor:
                    continue
                required.append(c)
                suit_moves[c // 13].append(c)
                need = list(up)
                w = where[c + 1]
                if w >= 0:
                    si = w >> 6
                    sp = w & 63
                    if si == i and sp > p:
                        for q in range(p + 1, sp + 1):
                            clause(61 + c, [113 + col[q]])
                        need.append(61 + c)
                    scol = cols[si]
                    if sp + 1 < len(scol) and scol[sp + 1] != c:
                        need.append(leave(scol[sp + 1]))
                clause(c, need)
        present = [
            where[b] >= 0 or where[b + 1] >= 0 or where[b + 2] >= 0 or where[b + 3] >= 0
            for b in (0, 13, 26, 39)
        ]
        for s in range(4):
            clause(57 + s, [113 + s * 13 + _KING])
            clause(57 + s, [52 + s])
            clause(52 + s, suit_moves[s])
        if any(len(col) == 1 for col in cols):
            queue.append(56)
        else:
            for col in cols:
                b = col[1]
                clause(56, [52 + b // 13 if b % 13 == _KING else 113 + b])
        marked = _derive(queue, waiting, counts, heads, 165)
        for c in required:
            if not marked[c]:
                return True
        return any(present[s] and not marked[52 + s] for s in range(4))

    # ----------------------------------------------------- best-first pass

    def score(self) -> int:
        """Heuristic distance to a win (lower is better), for :meth:`best_first`."""
        h = 3 * len(self.reserve)
        for col in self.cols:
            down = col[0]
            h += 3 * down
            prev = -1
            for q in range(1, len(col)):
                c = col[q]
                if c + 1 != prev or c % 13 == _KING:
                    h += 1 if c % 13 == _KING and q == 1 else 2
                prev = c
        return h

    def best_first(self, deadline: float, max_nodes: int | None) -> SearchOutcome:
        """A greedy best-first search until ``deadline`` or ``max_nodes``: it
        answers ``solved``, or ``unsolvable`` when it ran out of positions over
        the full move set (P11), ``unknown`` otherwise (P4)."""
        out = self.drive(self.bf_steps(), deadline, -1 if max_nodes is None else max_nodes)
        return out if out is not None else SearchOutcome("unknown", [], self.nodes)

    def bf_steps(self) -> Iterator[SearchOutcome | None]:
        """:meth:`best_first` as a generator that pauses like :meth:`steps`
        (after each position expanded); its last answer is ``solved``, or
        when every position was expanded ``unsolvable`` over the full move
        set (P11) and ``unknown`` over the restricted one (P4)."""
        start = (tuple(self.cols), self.reserve, self.found, self.aside)
        parents: dict[bytes, tuple[bytes | None, tuple[int, int, int], int]] = {}
        k0 = self.key(True)
        parents[k0] = (None, (-1, 0, 0), -1)
        rng = self.rng
        noise = NOISE if rng is not None else 0
        heap = [(0, 0, k0, start, True)]
        counter = 0
        nodes = self.nodes = 1
        nres = self.nres
        while heap:
            _, _, key, state, allowed = heapq.heappop(heap)
            self.cols = list(state[0])
            self.reserve = state[1]
            self.found = state[2]
            self.aside = state[3]
            for move in self.moves(allowed):
                src = move[0]
                code = self.code(move)
                saved = self.apply(move)
                nodes += 1
                if self.found == 4:
                    path = [(move, code)]
                    while key != k0:
                        parent, pm, pc = parents[key]
                        path.append((pm, pc))
                        key = parent  # type: ignore[assignment]
                    path.reverse()
                    self.nodes = nodes
                    yield SearchOutcome(
                        "solved",
                        self._engine_moves([m for m, _ in path], [c for _, c in path]),
                        nodes,
                    )
                    return
                now_allowed = src == -1 or 0 <= src < nres or move[2] < nres
                k = self.key(now_allowed)
                if k not in parents:
                    parents[k] = (key, move, code)
                    counter += 1
                    heapq.heappush(
                        heap,
                        (
                            4 * self.score() + (rng.randrange(noise) if rng is not None else 0),
                            counter,
                            k,
                            (tuple(self.cols), self.reserve, self.found, self.aside),
                            now_allowed,
                        ),
                    )
                self.undo(saved)
            self.nodes = nodes
            yield None
        # P11: the whole graph of the (P1, P2) move relation was expanded.
        yield SearchOutcome("unknown" if self.restricted else "unsolvable", [], nodes)

    # ---------------------------------------------------------------- search

    def run(self, deadline: float, max_nodes: int | None) -> SearchOutcome:
        """The complete search (:meth:`steps`) until ``deadline`` or ``max_nodes``."""
        out = self.drive(self.steps(), deadline, -1 if max_nodes is None else max_nodes)
        return out if out is not None else SearchOutcome("unknown", [], self.nodes)

    def drive(
        self, steps: Iterator[SearchOutcome | None], deadline: float, limit: int
    ) -> SearchOutcome | None:
        """Run the search ``steps`` (from :meth:`steps`) until it answers, or
        pause it (``None``) at ``deadline`` or once ``self.nodes`` passes
        ``limit`` (``-1``: no limit); it can be driven on later."""
        clock = now
        self.pause_at = limit
        for out in steps:
            if out is not None:
                return out
            if clock() > deadline or self.nodes > limit >= 0:
                return None
        return None  # pragma: no cover - steps always ends with an answer

    def steps(self) -> Iterator[SearchOutcome | None]:
        """The complete depth-first search, as a generator: it yields ``None``
        every ``_CHECK_EVERY`` positions and when ``self.nodes`` passes
        ``self.pause_at`` (so that the caller can pause it and drive it on
        later), and its answer last."""
        if self.found == 4:
            yield SearchOutcome("solved", [], 1)
            return
        classic = self.classic
        loose = self.loose
        nres = self.nres
        visited: set[bytes] = set()
        visited.add(self.key(True))
        nodes = self.nodes = 1
        if (classic and self.lost()) or (loose and self.lost_loose()):
            yield SearchOutcome("unsolvable", [], nodes)
            return
        path: list[tuple[int, int, int]] = []
        codes: list[int] = []
        frames: list[list[object]] = [[self.moves(True), 0, None]]
        check = _CHECK_EVERY
        while frames:
            frame = frames[-1]
            moves: list[tuple[int, int, int]] = frame[0]  # type: ignore[assignment]
            i: int = frame[1]  # type: ignore[assignment]
            if i == len(moves):
                frames.pop()
                if frame[2] is not None:
                    self.undo(frame[2])  # type: ignore[arg-type]
                    path.pop()
                    codes.pop()
                continue
            frame[1] = i + 1
            move = moves[i]
            src = move[0]
            code = self.code(move)
            saved = self.apply(move)
            nodes += 1
            check -= 1
            if check == 0 or nodes > self.pause_at >= 0:
                check = _CHECK_EVERY
                self.nodes = nodes
                yield None
            if self.found == 4:
                path.append(move)
                codes.append(code)
                self.nodes = nodes
                yield SearchOutcome("solved", self._engine_moves(path, codes), nodes)
                return
            allowed = src == -1 or 0 <= src < nres or move[2] < nres
            k = self.key(allowed)
            if k in visited or (not allowed and self.reserve and self.key(True) in visited):
                self.undo(saved)
                continue
            visited.add(k)
            following = self.moves(allowed)
            # A forced (P5) move keeps a winnable position winnable, so a lost
            # position is still caught at the end of the chain of such moves.
            if (classic and not self.forced and self.lost()) or (loose and self.lost_loose()):
                self.undo(saved)
                continue
            path.append(move)
            codes.append(code)
            frames.append([following, 0, saved])
        self.nodes = nodes
        yield SearchOutcome("unsolvable", [], nodes)

    @staticmethod
    def _engine_moves(path: list[tuple[int, int, int]], codes: list[int]) -> list[Move]:
        out = []
        for (src, _, dst), code in zip(path, codes, strict=True):
            if src == _ASIDE:
                out.append(Move(code_card(code), ASIDE, dst + 1))
            elif src < 0:
                out.append(Move.reserve())
            else:
                out.append(Move(code_card(code), src + 1, dst + 1))
        return out
