#if canImport(UIKit)
/// `import HUDKit` is enough: HUDCore's value types (`HUDAppearance`, `HUDStyle`, …) come with it.
@_exported import HUDCore
#endif  // canImport(UIKit)
