/// The error of an earlier version for a policy that cannot be built; now ``TextInputError``.
@available(*, deprecated, renamed: "TextInputError")
public typealias PolicyError = TextInputError
