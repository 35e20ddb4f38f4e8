# Overlapping anonymous regions are an error naming the line.
# RUN: -mcpu=btver2
# STATUS: 1
# STDERR: found multiple overlapping anonymous regions
# LLVM-MCA-BEGIN
	addl	%eax, %ebx
# LLVM-MCA-BEGIN
	subl	%eax, %ebx
# LLVM-MCA-END
# LLVM-MCA-END
