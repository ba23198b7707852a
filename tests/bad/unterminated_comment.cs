// error: 5:1
// message: comment
using System;

/* this comment never
ends
class P { static void Main() { } }
