import ArgumentParser
import Foundation

extension TextInputCommand {
  /// The exit status of a malformed argument: the same as a bad policy, token file or script.
  static let malformedArgumentStatus: Int32 = 2

  /// Parses the command line and runs the subcommand. A malformed argument (an unknown metric or
  /// mode, a missing value, an unknown option) prints the parser's message and usage on standard
  /// error and exits with status 2, not swift-argument-parser's 64; help exits with 0 and every
  /// other error with its own status.
  ///
  /// ```
  /// $ textinput replay --mode later -
  /// Error: The value 'later' is invalid for '--mode <mode>'. Please provide one of 'delegate' and 'notification'.
  /// $ echo $?
  /// 2
  /// ```
  public static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
      FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
      Foundation.exit(malformedArgumentStatus)
    }
  }
}
