import ArgumentParser

/// `textinput`: try TextInputKit's rules without an iPhone, or check text on a server with the
/// same rules the app enforced.
public struct TextInputCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "textinput",
    abstract: "Count, sanitize and check text with TextInputKit's input policies.",
    subcommands: [
      Demo.self, Count.self, Sanitize.self, Check.self, Emoji.self, Replay.self, Stickers.self,
      URLs.self, Conformance.self, Schema.self,
    ]
  )

  public init() {}
}
