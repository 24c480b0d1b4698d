"""``python -m scorpion``: see :mod:`scorpion.cli`."""

import sys

from .cli import main

sys.exit(main())
