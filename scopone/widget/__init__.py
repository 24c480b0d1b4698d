"""The live Scopone table: :mod:`.controller` holds the logic (plain Python, tested
without widgets); a view draws its :meth:`~.controller.TableController.state`.

>>> from scopone.widget import TableController
>>> TableController(7).game.number
7
"""

from .controller import Message, TableController

__all__ = ["Message", "TableController"]
