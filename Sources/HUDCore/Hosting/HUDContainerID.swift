import Foundation

/// Identifies a container a HUD is shown in (in HUDKit, a `UIView`) by the identity of the object the kit supplies.
///
/// Two ids are equal when they were made from the same object. An object's identity can be reused once it is
/// deallocated, so ``HUDAttachmentRegistry`` also asks whether an entry still belongs to its container before it
/// reuses it.
///
/// ```swift
/// let id = HUDContainerID(view)
/// ```
@_spi(HUDEngine) public struct HUDContainerID: Hashable, Sendable {
    private let object: ObjectIdentifier

    /// The id of `object`.
    ///
    /// - Parameter object: The container (a view); it is not retained.
    public init(_ object: AnyObject) {
        self.object = ObjectIdentifier(object)
    }
}
