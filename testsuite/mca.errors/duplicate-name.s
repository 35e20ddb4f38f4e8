# A region name used twice while the first is open.
# RUN: -mcpu=btver2
# STATUS: 1
# STDERR: overlapping regions cannot have the same name
# LLVM-MCA-BEGIN A
	addl	%eax, %ebx
# LLVM-MCA-BEGIN A
	subl	%eax, %ebx
# LLVM-MCA-END A
# LLVM-MCA-END A
