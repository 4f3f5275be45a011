// HUDCore's geometry is CGFloat/CGPoint/CGSize/CGRect. On Linux, Foundation defines them; on Apple platforms their
// Swift API (`.zero`, `init(x:y:width:height:)`, `Equatable`) lives in the CoreGraphics overlay, which the iPhoneOS
// SDK's Foundation does not re-export. This one import makes it visible to every file of HUDCore and its clients.
#if canImport(CoreGraphics)
@_exported import CoreGraphics
#endif
