import CSDL2
#if canImport(Glibc)
import Glibc
#endif

/// Gives freed heap pages back to the system (a window made small again after a large frame).
/// glibc keeps them until `malloc_trim`; macOS's allocator returns them by itself.
enum HeapTrim {
    static func giveBackFreePages() {
        #if os(Linux)
        malloc_trim(0)
        #endif
    }
}
