// error: 9:9
// message: cannot be assigned to -- it is read only
// errors: 1
class Box {
    public int this[int i] => i * 2;
}
class P {
    static void Main() {
        new Box()[1] = 3;
    }
}
