"""``python -m companion`` runs the command line (see :mod:`companion.cli`)."""
import sys

from companion.cli import main

sys.exit(main())
