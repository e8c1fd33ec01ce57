/// A rule that lays its value out for display: a mask's literals, an amount's group separators.
///
/// The field shows ``display(of:)`` of the value; every other rule judges the value. The
/// ``FieldBuffer`` turns each edit of the display text into an edit of the value and back.
protocol DisplayFormat: Sendable {
  /// The value in consecutive pieces of a text, display form or not, piece by piece: the
  /// characters a slot takes, without the literals standing where the layout has them.
  ///
  /// - Complexity: O(*n*) in the length of the pieces.
  func values(of pieces: [Substring]) -> [String]

  /// The display text of a value.
  func display(of value: String) -> String

  /// Where the caret stands in ``display(of:)`` of `value` after its first `count` characters,
  /// in characters: right after the last of them, before any literal that follows; at the
  /// start of the value (after leading literals) for 0; 0 for an empty value.
  func displayOffset(afterValueCharacters count: Int, of value: String) -> Int

  /// ``displayOffset(afterValueCharacters:of:)`` when the caller has `display`, the value's
  /// ``display(of:)``, at hand: a layout that reads its offsets from the display (a phone
  /// number's) does not lay the value out a second time.
  func displayOffset(afterValueCharacters count: Int, of value: String, shownAs display: String)
    -> Int

  /// `value` with the characters that no longer fit their slots removed: after a deletion
  /// shifted later characters to slots of another kind.
  func refitted(_ value: String) -> String

  /// What the field shows once it has a first character but no value yet: a mask's literals
  /// before its first slot ("+7 ("); empty for a layout that shows nothing without a value.
  var leadingText: String { get }

  /// What a view shows while the field is empty: the layout with each slot shown as a
  /// placeholder character ("___ ____ ____"); `nil` for none.
  var placeholderText: String? { get }

  /// The value an app stores or sends for the value read from a text: the value itself for most
  /// layouts; a phone number in E.164.
  func standardized(_ value: String) -> String

  /// The value and the caret (in characters of its display) after a deletion of `removed`,
  /// the value characters between `prefix` and `suffix`, for a layout that deletes its own
  /// way (a date fills the digits deleted with zeros); `nil` for the usual deletion.
  ///
  /// - Parameters:
  ///   - literalsOnly: Whether only literals were deleted, next to the caret.
  ///   - backward: Whether the deletion was a backspace (or a selection deleted), not a forward
  ///     delete.
  func deleting(
    _ removed: String, between prefix: String, and suffix: String, literalsOnly: Bool,
    backward: Bool
  ) -> (value: String, displayCaret: Int)?

  /// Whether a deletion inside the value keeps its length (``deleting(_:between:and:literalsOnly:backward:)``
  /// fills it with zeros): a backspace there changes the text or moves the caret instead of
  /// shortening the text.
  var deletesInPlace: Bool { get }
}

extension DisplayFormat {
  func displayOffset(afterValueCharacters count: Int, of value: String, shownAs display: String)
    -> Int
  { displayOffset(afterValueCharacters: count, of: value) }
  var leadingText: String { "" }
  var placeholderText: String? { nil }
  func standardized(_ value: String) -> String { value }
  func deleting(
    _ removed: String, between prefix: String, and suffix: String, literalsOnly: Bool,
    backward: Bool
  ) -> (value: String, displayCaret: Int)? { nil }
  var deletesInPlace: Bool { false }
}
