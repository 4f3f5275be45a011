import Foundation

extension CommandFailure {
    /// Why creating (`isFolder`) or writing the file at `url` failed, in plain words.
    ///
    /// What is on disk decides first (a file where a folder should be, or a folder where the file should be), then
    /// the POSIX error under Foundation's (`ENOSPC` → "no space left on the device"), then the Cocoa error code;
    /// Foundation's own wording ("The file doesn't exist", "NSCocoaErrorDomain error 512") is the last resort.
    static func reason(for error: any Error, at url: URL, isFolder: Bool) -> String {
        if let obstacle = obstacle(at: url, isFolder: isFolder) { return obstacle }
        let code = posixCode(of: error) ?? cocoaCodeAsPOSIX(error)
        if code == ENOENT { return missingParentReason(for: url, isFolder: isFolder) }
        if let code { return reason(forPOSIXCode: code) }
        return error.localizedDescription
    }

    /// The plain reason for a POSIX error code.
    static func reason(forPOSIXCode code: Int32) -> String {
        switch code {
        case EACCES, EPERM: "permission denied"
        case EROFS: "the file system is read-only"
        case ENOSPC: "no space left on the device"
        case EDQUOT: "the disk quota is used up"
        case ENAMETOOLONG: "the name is too long"
        case ELOOP: "too many symbolic links"
        case ENOTDIR: "a part of the path is a file, not a folder"
        case EEXIST: "something is already there"
        case EISDIR: "it is a folder, not a file"
        case EIO: "input/output error (is the disk failing?)"
        case EMFILE, ENFILE: "too many open files"
        default: String(cString: strerror(code)).lowercased()
        }
    }

    /// The file in the way of the path (a file where a folder is needed, or a folder where the file should be).
    private static func obstacle(at url: URL, isFolder: Bool) -> String? {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        if exists, isDirectory.boolValue != isFolder {
            return isFolder ? "\(url.path) is a file, not a folder" : "\(url.path) is a folder, not a file"
        }
        var parent = url.standardizedFileURL
        while parent.path != "/" {
            parent = parent.deletingLastPathComponent()
            if FileManager.default.fileExists(atPath: parent.path, isDirectory: &isDirectory) {
                return isDirectory.boolValue ? nil : "\(parent.path) is a file, not a folder"
            }
        }
        return nil
    }

    /// Why a path whose parents are all folders could not be made: the file's folder is missing, or the nearest
    /// existing folder does not take new entries (as `/proc`, whose refusal reads "no such file or directory").
    private static func missingParentReason(for url: URL, isFolder: Bool) -> String {
        let parent = url.standardizedFileURL.deletingLastPathComponent()
        var folder = parent
        while folder.path != "/", !FileManager.default.fileExists(atPath: folder.path) {
            folder = folder.deletingLastPathComponent()
        }
        return isFolder || folder.path == parent.path
            ? "\(folder.path) does not accept new entries" : "the folder \(parent.path) does not exist"
    }

    /// The POSIX error code in `error` or under it (Foundation wraps it as the underlying error).
    private static func posixCode(of error: any Error) -> Int32? {
        if let posix = error as? POSIXError { return posix.code.rawValue }
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return Int32(nsError.code) }
        return (nsError.userInfo[NSUnderlyingErrorKey] as? any Error).flatMap(posixCode(of:))
    }

    /// The POSIX code that a Cocoa file error without an underlying error stands for.
    private static func cocoaCodeAsPOSIX(_ error: any Error) -> Int32? {
        let nsError = error as NSError
        guard nsError.domain == NSCocoaErrorDomain else { return nil }
        switch CocoaError.Code(rawValue: nsError.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return ENOENT
        case .fileReadNoPermission, .fileWriteNoPermission: return EACCES
        case .fileWriteOutOfSpace: return ENOSPC
        case .fileWriteVolumeReadOnly: return EROFS
        case .fileWriteFileExists: return EEXIST
        default: return nil
        }
    }
}
