movl $111, %ebx
.byte 100,103,144
lock xaddl %eax, (%rdi)
rep movsb
fld1
faddp %st, %st(1)
movl $222, %ebx
.byte 100,103,144
