# Loads across two cache lines on znver5 (splitload lines): a vector
# load 48 bytes into its line, stepping 32 bytes, crosses every other
# iteration and takes the FP load path twice then; a general-register
# load 60 bytes into its line crosses every time and takes a load pipe
# twice.  The bounds count both (the FP load path 1.75 cycles an
# iteration: three loads and a half, two a cycle), and the simulation
# agrees over 1,000 iterations.
# RUN: -mcpu=znver5 -iterations=1000 -bounds -instruction-info=false -resource-pressure=false
.L1:
	vmovupd	48(%rdi,%rax), %ymm0
	vmovupd	(%rsi,%rax), %ymm1
	vmovupd	32(%r8,%rax), %ymm2
	movq	60(%r9,%rax), %rcx
	addq	$32, %rax
	cmpq	%rdx, %rax
	jne	.L1
