"""The screens of the terminal UI, one module each; ``base`` holds what they share."""
