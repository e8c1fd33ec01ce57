/// A policy that cannot be built: a pattern that does not compile, a bad policy file.
///
/// The message says what is wrong and where: `The key "maxLenght" is not known (at "maxLenght").`
public struct PolicyError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, for people.
  public var message: String

  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
