	.file	"vec.c"
	.text
	.p2align 4
	.globl	avx_fma
	.type	avx_fma, @function
avx_fma:
.LFB6392:
	.cfi_startproc
	vfmadd132ps	%ymm1, %ymm2, %ymm0
	ret
	.cfi_endproc
.LFE6392:
	.size	avx_fma, .-avx_fma
	.p2align 4
	.globl	avx2_ops
	.type	avx2_ops, @function
avx2_ops:
.LFB6393:
	.cfi_startproc
	vpermd	%ymm0, %ymm1, %ymm2
	vpshufb	%ymm1, %ymm0, %ymm0
	vpaddd	%ymm0, %ymm2, %ymm0
	ret
	.cfi_endproc
.LFE6393:
	.size	avx2_ops, .-avx2_ops
	.p2align 4
	.globl	sse_ops
	.type	sse_ops, @function
sse_ops:
.LFB6394:
	.cfi_startproc
	vmovaps	%xmm0, %xmm2
	vrsqrtps	%xmm1, %xmm0
	vaddps	%xmm2, %xmm1, %xmm1
	vshufps	$27, %xmm0, %xmm1, %xmm0
	ret
	.cfi_endproc
.LFE6394:
	.size	sse_ops, .-sse_ops
	.p2align 4
	.globl	movemask
	.type	movemask, @function
movemask:
.LFB6395:
	.cfi_startproc
	vmovmskps	%ymm0, %eax
	ret
	.cfi_endproc
.LFE6395:
	.size	movemask, .-movemask
	.p2align 4
	.globl	gather
	.type	gather, @function
gather:
.LFB6396:
	.cfi_startproc
	vmovdqa	%ymm0, %ymm2
	vpcmpeqd	%ymm0, %ymm0, %ymm0
	vpgatherdd	%ymm0, (%rdi,%ymm2,4), %ymm1
	vmovdqa	%ymm1, %ymm0
	ret
	.cfi_endproc
.LFE6396:
	.size	gather, .-gather
	.p2align 4
	.globl	sum8
	.type	sum8, @function
sum8:
.LFB6397:
	.cfi_startproc
	testl	%edx, %edx
	jle	.L10
	decl	%edx
	shrl	$3, %edx
	salq	$5, %rdx
	leaq	32(%rsi,%rdx), %rax
	vxorps	%xmm0, %xmm0, %xmm0
	.p2align 4,,10
	.p2align 3
.L9:
	vaddps	(%rsi), %ymm0, %ymm0
	addq	$32, %rsi
	cmpq	%rax, %rsi
	jne	.L9
	vmovups	%ymm0, (%rdi)
	vzeroupper
	ret
	.p2align 4,,10
	.p2align 3
.L10:
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, (%rdi)
	vzeroupper
	ret
	.cfi_endproc
.LFE6397:
	.size	sum8, .-sum8
	.p2align 4
	.globl	blend
	.type	blend, @function
blend:
.LFB6398:
	.cfi_startproc
	vpblendw	$85, %xmm1, %xmm0, %xmm0
	ret
	.cfi_endproc
.LFE6398:
	.size	blend, .-blend
	.p2align 4
	.globl	cvt
	.type	cvt, @function
cvt:
.LFB6399:
	.cfi_startproc
	vcvtps2pd	%xmm0, %xmm0
	ret
	.cfi_endproc
.LFE6399:
	.size	cvt, .-cvt
	.p2align 4
	.globl	mm_ins
	.type	mm_ins, @function
mm_ins:
.LFB6400:
	.cfi_startproc
	vpinsrd	$2, %edi, %xmm0, %xmm0
	ret
	.cfi_endproc
.LFE6400:
	.size	mm_ins, .-mm_ins
	.p2align 4
	.globl	mm_ext
	.type	mm_ext, @function
mm_ext:
.LFB6401:
	.cfi_startproc
	vpextrb	$3, %xmm0, %eax
	ret
	.cfi_endproc
.LFE6401:
	.size	mm_ext, .-mm_ext
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
