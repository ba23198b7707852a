// kiln-fuzz: corelib
// A delegate declared in corelib mode when the corelib defines no
// System.MulticastDelegate: an error at the declaration, then its synthesized
// constructor is still generated and must not read the missing base class.
namespace System
{
    public delegate void Callback(int x);
}
