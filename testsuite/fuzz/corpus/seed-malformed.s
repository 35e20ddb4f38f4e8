addl
movl %eax,
(%rax
$$$
# LLVM-MCA-END x
