import FileSafety
import Foundation

/// A blocking flock(2) on the folder a file is in (after its links), held while the file is read,
/// merged and renamed: two windows saving one config take turns. The folder itself is locked, so no
/// lock file is left beside the config; the kernel drops the lock if the process dies.
struct FolderLock {
    private let descriptor: Int32

    init(of path: String) {
        let folder = URL(fileURLWithPath: LinkTarget.resolve(path)).deletingLastPathComponent().path
        descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        // Without a lock (a folder that cannot be opened) the save still goes ahead, unmerged only
        // against a save in the same instant.
        if descriptor >= 0 { while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {} }
    }

    func release() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
