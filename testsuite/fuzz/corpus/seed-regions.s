# LLVM-MCA-BEGIN a
addl %eax, %ebx
# LLVM-MCA-BEGIN b
imull %ecx
# LLVM-MCA-END a
divq %rcx
# LLVM-MCA-END
