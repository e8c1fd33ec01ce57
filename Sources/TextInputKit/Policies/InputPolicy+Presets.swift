extension InputPolicy {
  /// A mainland China mobile number: 11 digits.
  public static let phoneCN = InputPolicy(
    .allow(.digits),
    .maxLength(11))

  /// A price: a decimal number with at most 2 digits after the point.
  public static let price = InputPolicy(
    .decimal(fractionDigits: 2))

  /// A nickname: no emoji, no spaces or invisible characters, at most 16 GB 18030 bytes
  /// (16 Latin letters or 8 Chinese characters).
  public static let nickname = InputPolicy(
    .rejectEmoji,
    .rejectInvisibles,
    .maxLength(16, counting: .gb18030))

  /// A bio: at most 100 GB 18030 bytes, that is 100 English letters or 50 Chinese characters.
  ///
  /// Other people read a bio, so it carries no bidirectional embeddings, overrides or isolates
  /// (the "Trojan Source" characters: U+202E would reverse everything after it); the directional
  /// marks that Arabic and Hebrew text needs stay.
  public static let bio = InputPolicy(
    .rejectBidiOverrides,
    .maxLength(100, counting: .gb18030))

  /// A six-digit PIN.
  public static let pin = InputPolicy(
    .allow(.digits),
    .maxLength(6))

  /// A tweet: 280 under Twitter's weighted count, without bidirectional embeddings, overrides
  /// or isolates (like ``bio``, it is free text that other people read); directional marks stay.
  public static let tweet = InputPolicy(
    .rejectBidiOverrides,
    .maxLength(280, counting: .twitter))

  /// The presets by the names the command-line tool and policy files use.
  public static let presets: [String: InputPolicy] = [
    "phone-cn": .phoneCN, "price": .price, "nickname": .nickname, "bio": .bio, "pin": .pin,
    "tweet": .tweet, "secure": .secure,
  ]
}
