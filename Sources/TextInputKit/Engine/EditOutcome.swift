/// What a policy made of an edit: the resulting field and what changed on the way.
///
/// ```swift
/// let outcome = InputPolicy.phoneCN.apply(.typing("a", in: field), to: field)
/// outcome.disposition   // .rejected
/// outcome.changes[0].message  // "Only digits are allowed here."
/// outcome.state == field      // true: a rejected edit leaves the field as it was
/// ```
public struct EditOutcome: Sendable, Hashable {
  /// Whether the edit went through as proposed.
  public enum Disposition: String, Sendable, Hashable, Codable {
    /// The edit was applied exactly as proposed.
    case accepted
    /// The edit was applied after a rule filtered, truncated or rewrote it.
    case changed
    /// The edit was rejected; the field is unchanged.
    case rejected
  }

  /// The field after the edit.
  ///
  /// - Complexity: O(*n*) the first time it is read from an outcome of a
  ///   ``TextInputController``, which keeps long texts in chunks and joins them on demand.
  public var state: TextFieldState {
    get { field.state }
    set {
      field = .value(newValue)
      typedValue = nil
    }
  }
  /// Whether the edit was accepted, changed or rejected.
  public var disposition: Disposition
  /// What each rule did, in order.
  public var changes: [PolicyChange]
  /// The range of the *original* text that was replaced, in UTF-16 offsets.
  ///
  /// Together with ``replacement`` this is the whole edit as a single range replacement, which a
  /// host applies with `replace(_:withText:)` so that its undo stack stays valid.
  public var replacedUTF16Range: Range<Int>
  /// The text that replaced ``replacedUTF16Range``.
  public var replacement: String
  /// The field after the edit, as a value or as the engine's chunks.
  var field: Field
  /// The value a formatted field's text was laid out from, as typed (``InputPolicy/typedValue(of:)``
  /// of the text, without reading the text again); `nil` when not known. Not part of the
  /// outcome's equality.
  var typedValue: String?

  /// The field after an edit: a value, or the chunks of the engine that made the edit, turned
  /// into a value only when ``state`` is read, so that an edit's cost does not grow with the text.
  enum Field: Sendable {
    case value(TextFieldState)
    case chunks(TextStorage, selection: Range<Int>, markedRange: Range<Int>?)

    var state: TextFieldState {
      switch self {
      case .value(let state): return state
      case .chunks(let storage, let selection, let markedRange):
        // The offsets found in the chunks: a long text just joined has no UTF-16 index yet, and
        // building one costs more than the joining.
        if markedRange == nil, let lower = storage.utf8Offset(ofUTF16: selection.lowerBound),
          let upper = storage.utf8Offset(ofUTF16: selection.upperBound)
        {
          let text = storage.string
          let start = text.utf8.index(text.startIndex, offsetBy: lower)
          return TextFieldState(
            text: text, selection: start..<text.utf8.index(start, offsetBy: upper - lower))
        } else {
          return TextFieldState(
            text: storage.string, utf16Selection: selection, utf16MarkedRange: markedRange)
        }
      }
    }
  }

  init(
    state: TextFieldState, disposition: Disposition, changes: [PolicyChange],
    replacedUTF16Range: Range<Int>, replacement: String
  ) {
    self.init(
      field: .value(state), disposition: disposition, changes: changes,
      replacedUTF16Range: replacedUTF16Range, replacement: replacement)
  }

  init(
    field: Field, disposition: Disposition, changes: [PolicyChange],
    replacedUTF16Range: Range<Int>, replacement: String
  ) {
    self.field = field
    self.disposition = disposition
    self.changes = changes
    self.replacedUTF16Range = replacedUTF16Range
    self.replacement = replacement
  }

  /// The value of the field after the edit under `policy`: its text without a mask's literals
  /// or an amount's group separators.
  public func value(under policy: InputPolicy) -> String { policy.value(of: state.text) }

  /// Whether the edit went through unchanged.
  public var isAccepted: Bool { disposition == .accepted }
  /// Whether the edit was rejected.
  public var isRejected: Bool { disposition == .rejected }

  public static func == (lhs: EditOutcome, rhs: EditOutcome) -> Bool {
    lhs.disposition == rhs.disposition && lhs.changes == rhs.changes
      && lhs.replacedUTF16Range == rhs.replacedUTF16Range && lhs.replacement == rhs.replacement
      && lhs.state == rhs.state
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(state)
    hasher.combine(disposition)
    hasher.combine(changes)
    hasher.combine(replacedUTF16Range)
    hasher.combine(replacement)
  }
}
