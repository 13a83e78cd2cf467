"""Disney Villainous: Bigger and Badder: card data only so far (issue 14); no rules registered."""
