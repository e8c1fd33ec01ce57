/// What VoiceOver says after an edit that did not go in as typed: a rejected keystroke, or a
/// paste that lost characters.
///
/// A sighted person sees that "a" did not appear in a phone field, or that a paste was cut; a
/// VoiceOver user hears nothing unless the app says so. An announcement holds the messages of
/// the rules that took something away, each once, in the order the rules ran:
///
/// ```swift
/// // .phoneCN, "138|" + "a" → rejected: "Only digits are allowed here."
/// // .phoneCN, "138|" + paste "0013-8000-99" → "13800138000|", filtered and truncated:
/// //   "Only digits are allowed here. At most 11 characters."
/// // .phoneCN, "138|" + "0" → accepted: nil, nothing to say
/// // .uppercased, "AB|" + "c" → "ABC|": nil, the letter went in, only its case changed
/// event.announcement?.text(in: .simplifiedChinese)
/// ```
///
/// What is announced:
///
/// - **What was lost.** A rejection, and characters removed or cut off
///   (``PolicyChange/Kind/rejected``, ``PolicyChange/Kind/removed``,
///   ``PolicyChange/Kind/truncated``). A transformation (case, full-width digits, a leading
///   zero) keeps what was typed in another form, and VoiceOver reads the field's new text: it
///   is not announced, or an uppercase field would speak at every keystroke.
/// - **Nothing for an accepted edit**, and nothing for marked (composing) text, which is never
///   rejected.
///
/// ``TextInputInterceptor`` asks its host to speak one announcement per call from the view
/// (``TextInputHost/announceForAccessibility(_:)``), and does not repeat one for an edit whose
/// changes are the same as those of the edit it last announced: a key held down on a hardware
/// keyboard, repeating "a" into a phone field, is announced once. See
/// ``TextInputInterceptor/announcesForAccessibility``.
public struct AccessibilityAnnouncement: Sendable, Hashable, CustomStringConvertible {
  /// The sentences to speak, in order, each once.
  public var messages: [LocalizedMessage]

  /// An announcement of `messages`, in order; a message given twice is spoken once.
  public init(_ messages: [LocalizedMessage]) {
    var distinct: [LocalizedMessage] = []
    for message in messages where !distinct.contains(message) { distinct.append(message) }
    self.messages = distinct
  }

  /// The announcement for an edit that ended as `disposition` with `changes`, or `nil` when
  /// it lost nothing: accepted, or only transformed.
  ///
  /// ```swift
  /// let outcome = InputPolicy.phoneCN.apply(.typing("a", in: field), to: field)
  /// AccessibilityAnnouncement(disposition: outcome.disposition, changes: outcome.changes)
  /// // "Only digits are allowed here."
  /// ```
  ///
  /// A rejected edit is always announced: by the changes that lost text, else by the last
  /// change (the one that rejected it), else, like a change with an empty message, as "That
  /// can't be entered here."
  public init?(disposition: EditOutcome.Disposition, changes: [PolicyChange]) {
    let lost = changes.filter { $0.kind != .transformed }
    switch disposition {
    case .accepted:
      return nil
    case .changed:
      guard !lost.isEmpty else { return nil }
      self.init(lost.map(Self.message(of:)))
    case .rejected:
      let said = lost.isEmpty ? Array(changes.suffix(1)) : lost
      self.init(
        said.isEmpty ? [LocalizedMessage("announcement.rejected")] : said.map(Self.message(of:)))
    }
  }

  /// The text to speak, in `language`: the messages joined by a space (without one after a
  /// sentence that ends in a full-width stop, as Chinese is written).
  ///
  /// ```swift
  /// announcement.text(in: .simplifiedChinese)  // "只能输入数字。最多 11 个字符。"
  /// ```
  public func text(in language: MessageLanguage = .current) -> String {
    var text = ""
    for message in messages {
      let sentence = message.text(in: language)
      if let last = text.last, !Self.fullWidthStops.contains(last) { text += " " }
      text += sentence
    }
    return text
  }

  /// The announcement in English, as logs and `print` show it.
  public var description: String { text(in: .english) }

  /// This announcement, then what `other` says that this one does not.
  func followed(by other: AccessibilityAnnouncement) -> AccessibilityAnnouncement {
    AccessibilityAnnouncement(messages + other.messages)
  }

  /// The message that announces `change`.
  ///
  /// The one place a change becomes a sentence to speak: the change's own keyed message, so it
  /// is spoken in the language it is shown in; a change without a message says "Rejected".
  static func message(of change: PolicyChange) -> LocalizedMessage {
    let message = change.localizedMessage
    let isEmpty =
      message.key == LocalizedMessage.verbatimKey && message.arguments["text", default: ""].isEmpty
    return isEmpty ? LocalizedMessage("announcement.rejected") : message
  }

  /// Sentence ends after which Chinese puts no space.
  private static let fullWidthStops: Set<Character> = ["。", "！", "？", "；", "…"]
}
