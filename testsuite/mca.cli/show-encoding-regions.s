# -show-encoding with several code regions: every region's instructions
# are encoded (one run of the assembler for the file), each region's
# view shows its own, in the order of the file.
# GOLDEN: llvm-mca-19
# RUN: -mcpu=btver2 -show-encoding -resource-pressure=false
# LLVM-MCA-BEGIN sum
.L2:
	addl	(%rdi), %eax
	addq	$4, %rdi
	cmpq	%rsi, %rdi
	jne	.L2
# LLVM-MCA-END sum
	xorl	%ecx, %ecx
# LLVM-MCA-BEGIN vector
	vmulps	%ymm1, %ymm2, %ymm3
	vaddps	64(%rax,%rbx,4), %ymm4, %ymm5
	movabsq	$81985529216486895, %r11
# LLVM-MCA-END vector
