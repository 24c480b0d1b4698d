"""``python -m scopone``: see :mod:`scopone.cli`."""

import sys

from .cli import main

sys.exit(main())
