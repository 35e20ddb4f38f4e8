	vmovdqu	-208(%rax), %xmm0
	prefetcht0	(%rax)
	prefetcht0	1024(%rax)
	prefetcht0	2048(%rax)
	prefetcht0	3072(%rax)
	prefetchw	(%rdx)
	addq	$64, %rdx
	addq	$64, %rax
	vpaddd	752(%rax), %xmm0, %xmm0
	vpaddd	1776(%rax), %xmm0, %xmm0
	vpaddd	2800(%rax), %xmm0, %xmm0
	vmovdqu	%xmm0, -272(%rdx)
	vmovdqu	768(%rax), %xmm0
	vpaddd	-256(%rax), %xmm0, %xmm0
	vpaddd	1792(%rax), %xmm0, %xmm0
	vpaddd	2816(%rax), %xmm0, %xmm0
	vmovdqu	%xmm0, -256(%rdx)
	vmovdqu	784(%rax), %xmm0
	vpaddd	-240(%rax), %xmm0, %xmm0
	vpaddd	1808(%rax), %xmm0, %xmm0
	vpaddd	2832(%rax), %xmm0, %xmm0
	vmovdqu	%xmm0, -240(%rdx)
	vmovdqu	800(%rax), %xmm0
	vpaddd	-224(%rax), %xmm0, %xmm0
	vpaddd	1824(%rax), %xmm0, %xmm0
	vpaddd	2848(%rax), %xmm0, %xmm0
	vmovdqu	%xmm0, -224(%rdx)
	cmpq	%rcx, %rdx
	jne	.L40
