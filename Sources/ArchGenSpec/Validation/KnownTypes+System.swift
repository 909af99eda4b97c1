extension KnownTypes {
    /// Dispatch's types, which Foundation imports: Swift 6.3's `Dispatch`
    /// symbol graph, and the sources only Apple's platforms have.
    static let dispatch = """
        DispatchData DispatchDataIterator DispatchGroup DispatchIO DispatchObject DispatchPredicate DispatchQoS
        DispatchQueue DispatchSemaphore DispatchSource DispatchSourceFileSystemObject DispatchSourceHandler
        DispatchSourceMachReceive DispatchSourceMachSend DispatchSourceMemoryPressure DispatchSourceProcess
        DispatchSourceProtocol DispatchSourceRead DispatchSourceSignal DispatchSourceTimer DispatchSourceUserDataAdd
        DispatchSourceUserDataOr DispatchSourceUserDataReplace DispatchSourceWrite DispatchSpecificKey DispatchTime
        DispatchTimeInterval DispatchTimeoutResult DispatchWallTime DispatchWorkItem DispatchWorkItemFlags
        """

    /// What `import Foundation` brings on Apple's platforms from the modules
    /// below it: the Objective-C runtime's types (`Selector`), Core
    /// Foundation's (`CFString`), Core Graphics' geometry (`CGRect`), and the
    /// C types of Darwin and MacTypes a Swift signature may name (`pid_t`, `OSStatus`).
    static let system = """
        AutoreleasingUnsafeMutablePointer Boolean CFAbsoluteTime CFAllocator CFArray CFAttributedString CFBag
        CFBinaryHeap CFBitVector CFBoolean CFBundle CFCalendar CFCharacterSet CFComparisonResult CFData CFDate
        CFDictionary CFError CFErrorDomain CFHashCode CFIndex CFLocale CFMachPort CFMutableArray
        CFMutableAttributedString CFMutableCharacterSet CFMutableData CFMutableDictionary CFMutableSet CFMutableString
        CFNotificationCenter CFNotificationName CFNumber CFNumberType CFOptionFlags CFPropertyList CFRange CFReadStream
        CFRunLoop CFRunLoopMode CFRunLoopSource CFRunLoopTimer CFSet CFSocket CFString CFStringEncoding CFTimeInterval
        CFTimeZone CFTree CFTypeID CFTypeRef CFURL CFUUID CFWriteStream CGAffineTransform CGFloat CGPoint CGRect
        CGRectEdge CGSize CGVector DarwinBoolean FILE FourCharCode IMP OSErr OSStatus OSType Protocol Selector UniChar
        gid_t in_addr mode_t objc_AssociationPolicy off_t pid_t size_t sockaddr sockaddr_in socklen_t ssize_t time_t
        timespec timeval tm uid_t
        """
}
