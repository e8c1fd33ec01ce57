import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// The keys of a policy file, in the order messages list them, as the registry of rules gives
/// them (``PolicySchema``): a test that names the known keys names these, so a new rule's key
/// needs no edit of the tests.
enum PolicyFileKeys {
  static let all = PolicySchema.properties.members.map(\.key)
  /// The keys as a message lists them: "preset, maxLength, metric, …, validate".
  static let listed = all.joined(separator: ", ")
}
