import TextInputCommands

TextInputCommand.main()
