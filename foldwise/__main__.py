from foldwise.kernel.cli import main

main()
