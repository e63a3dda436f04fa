"""The web shell: base layout, navigation, flash messages, error page and the ``/ui/`` home.

Pages come from plugins (``templates/<plugin>/...`` extending ``base.html``). The
shell is installed by the builtin ``system`` plugin; nothing here is imported by
the kernel.
"""
