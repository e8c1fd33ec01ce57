/// The error of an earlier version for a sticker catalog that cannot be read; now
/// ``TextInputError``.
@available(*, deprecated, renamed: "TextInputError")
public typealias StickerCatalogError = TextInputError
