import Foundation
import Testing

@testable import hud_preview

struct CommandFailureTests {
    @Test(arguments: [
        (ENOSPC, "no space left on the device"), (EACCES, "permission denied"), (EPERM, "permission denied"),
        (EROFS, "the file system is read-only"), (EDQUOT, "the disk quota is used up"),
        (ENAMETOOLONG, "the name is too long"), (EIO, "input/output error (is the disk failing?)"),
    ])
    func aPOSIXErrorReadsAsAPlainReason(code: Int32, reason: String) {
        #expect(CommandFailure.reason(forPOSIXCode: code) == reason)
    }

    @Test func anUnlistedPOSIXErrorReadsAsTheSystemsWording() {
        #expect(CommandFailure.reason(forPOSIXCode: EBADF) == String(cString: strerror(EBADF)).lowercased())
    }

    @Test func thePOSIXErrorUnderACocoaErrorGivesTheReason() throws {
        // Given an unknown write error (512) that wraps "no space left", as Foundation reports a full disk
        let folder = try PackageFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = NSError(
            domain: NSCocoaErrorDomain, code: CocoaError.fileWriteUnknown.rawValue,
            userInfo: [NSUnderlyingErrorKey: POSIXError(.ENOSPC)])
        // When
        let failure = CommandFailure.cannotWrite(folder.appendingPathComponent("a.png"), because: error)
        // Then
        #expect(failure.description == "cannot write \(folder.path)/a.png: no space left on the device")
    }

    @Test(arguments: [
        (CocoaError.fileWriteOutOfSpace, "no space left on the device"),
        (CocoaError.fileWriteNoPermission, "permission denied"),
        (CocoaError.fileWriteVolumeReadOnly, "the file system is read-only"),
    ])
    func aCocoaErrorAloneGivesTheReason(code: CocoaError.Code, reason: String) throws {
        let folder = try PackageFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = NSError(domain: NSCocoaErrorDomain, code: code.rawValue)
        #expect(CommandFailure.reason(for: error, at: folder.appendingPathComponent("new"), isFolder: true) == reason)
    }
}
