/// What a policy read from JSON may ask for: everything for the app's own files
/// (``trusted``), less for a policy that comes from users or another server (``untrusted``).
///
/// A policy written by users (a form builder, a shared template) is code that runs on every
/// keystroke of someone else's device. ``untrusted`` rejects patterns, whose automaton can be
/// large, and caps every limit so that no field's work grows with what the author asked for:
///
/// ```swift
/// let options = PolicyDecodingOptions.untrusted
/// try InputPolicy(json: #"{"maxLength": 140, "emoji": "reject"}"#, options: options)  // fine
/// try InputPolicy(json: #"{"pattern": "[a-z]+"}"#, options: options)
/// // throws .untrustedPolicy: "`pattern` is not allowed in a policy from an untrusted source."
/// try InputPolicy(json: #"{"maxLength": 1000000}"#, options: options)
/// // throws .untrustedPolicy: "`maxLength` may be at most 10000 in a policy from an untrusted source; it is 1000000."
/// ```
///
/// The options reach a policy nested in another file through the decoder's `userInfo`
/// (``userInfoKey``); ``StrictJSONDecoder`` sets them.
public struct PolicyDecodingOptions: Sendable, Hashable {
  /// Whether `pattern` is allowed.
  public var allowsPatterns: Bool
  /// Whether `mask` is allowed.
  public var allowsMasks: Bool
  /// The largest `maxLength` and `minLength` (and `minLength.length`).
  public var largestMaxLength: Int
  /// The largest `maxCombiningMarks`.
  public var largestCombiningMarks: Int
  /// The most characters of a mask's pattern.
  public var largestMask: Int
  /// The most items of an array (`allow`, `validate`) and entries of `mask.slots`.
  public var largestArray: Int
  /// The most bytes of the policy's JSON text: the whole text for ``InputPolicy/init(json:options:)``,
  /// the policy's own value for a policy nested in a larger document read by
  /// ``StrictJSONDecoder`` with ``StrictJSONDecoder/policyLocations``.
  public var largestDocument: Int
  /// The most UTF-8 bytes of any string in the policy (a `deny` list, a mask, a key), and of a
  /// policy given by its preset's name.
  public var largestString: Int
  /// The most members of any object in the policy.
  public var largestObject: Int
  /// The largest `decimal.fractionDigits` and `decimal.integerDigits`.
  public var largestDigits: Int

  /// Creates options; each limit defaults to what ``trusted`` allows.
  public init(
    allowsPatterns: Bool = true,
    allowsMasks: Bool = true,
    largestMaxLength: Int = InputRules.MaxLength.largestLimitInPolicyFiles,
    largestCombiningMarks: Int = .max,
    largestMask: Int = InputRules.Mask.largestPattern,
    largestArray: Int = .max,
    largestDocument: Int = .max,
    largestString: Int = .max,
    largestObject: Int = .max,
    largestDigits: Int = .max
  ) {
    self.allowsPatterns = allowsPatterns
    self.allowsMasks = allowsMasks
    self.largestMaxLength = largestMaxLength
    self.largestCombiningMarks = largestCombiningMarks
    self.largestMask = largestMask
    self.largestArray = largestArray
    self.largestDocument = largestDocument
    self.largestString = largestString
    self.largestObject = largestObject
    self.largestDigits = largestDigits
  }

  /// The app's own policies: everything a policy file can say, limits up to
  /// ``InputRules/MaxLength/largestLimitInPolicyFiles`` and ``InputRules/Mask/largestPattern``.
  public static let trusted = PolicyDecodingOptions()

  /// Policies from users or another party: no `pattern`, `maxLength` and `minLength` at most
  /// 10,000, `maxCombiningMarks` at most 8, masks of at most 64 characters, arrays of at most 16
  /// items, objects of at most 32 members, strings of at most 1,024 bytes, at most 64 decimal
  /// digits on either side of the point, policies of at most 16 KB. Masks stay allowed: their
  /// work is linear in their length.
  public static let untrusted = PolicyDecodingOptions(
    allowsPatterns: false, allowsMasks: true, largestMaxLength: 10_000, largestCombiningMarks: 8,
    largestMask: 64, largestArray: 16, largestDocument: 16_384, largestString: 1_024,
    largestObject: 32, largestDigits: 64)

  /// The key of a decoder's `userInfo` under which ``InputPolicy``'s `init(from:)` looks for its
  /// options; without it a policy is read as ``trusted``.
  ///
  /// ```swift
  /// let decoder = JSONDecoder()
  /// decoder.userInfo[PolicyDecodingOptions.userInfoKey] = PolicyDecodingOptions.untrusted
  /// ```
  public static let userInfoKey = CodingUserInfoKey(rawValue: "TextInputKit.PolicyDecodingOptions")!
}

extension Decoder {
  /// The options a policy is being decoded with.
  var policyOptions: PolicyDecodingOptions {
    userInfo[PolicyDecodingOptions.userInfoKey] as? PolicyDecodingOptions ?? .trusted
  }
}
