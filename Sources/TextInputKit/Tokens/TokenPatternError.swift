/// The error of an earlier version for a token pattern that does not compile; now
/// ``TextInputError``.
@available(*, deprecated, renamed: "TextInputError")
public typealias TokenPatternError = TextInputError
