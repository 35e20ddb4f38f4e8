/* cpu=help lists the models, and the compile goes on.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-mca-cpu=help -fplugin-arg-mca-remarks=none" } */
/* { dg-message "mca: models: \[^\n\]*btver2\[^\n\]*; the CPU names of .-march=. and .native. are accepted too" "" { target *-*-* } 0 } */

int x;
