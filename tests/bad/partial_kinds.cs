// error: 5:16
// message: partial declarations of 'P' must be all classes
// errors: 1
partial class P { static void Main() { } }
partial struct P { }
