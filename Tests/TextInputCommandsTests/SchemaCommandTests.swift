import ArgumentParser
import Testing
import TextInputKit

@testable import TextInputCommands

@Suite struct SchemaCommandTests {
  @Test func parsesTheSubcommandWithoutArguments() throws {
    let parsed = try TextInputCommand.parseAsRoot(["schema"])
    #expect(parsed is Schema)
    #expect(throws: (any Error).self) { try TextInputCommand.parseAsRoot(["schema", "extra"]) }
  }
}
