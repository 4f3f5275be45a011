#if canImport(UIKit)
/// `import HUDKit` is enough: HUDCore's public value types (`HUDAppearance`, `HUDStyle`, …) come with it; its engine
/// is `@_spi(HUDEngine)` and stays out of the app's namespace.
@_exported import HUDCore
#endif  // canImport(UIKit)
