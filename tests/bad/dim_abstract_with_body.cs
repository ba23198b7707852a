// error: 4:32
// message: 'M' cannot declare a body because it is marked abstract
// errors: 1
interface IA { abstract string M() => "x"; }
class P { static void Main() { } }
